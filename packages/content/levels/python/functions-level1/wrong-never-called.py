from player import *

# Defines harvest but never calls it: a recipe nobody cooks.
def harvest():
    turn_left()
    collect()
    turn_right()

move_forward(2)
move_forward(3)
move_forward(2)
move_forward(4)
