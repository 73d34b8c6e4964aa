from player import *

def harvest():
    turn_left()
    collect()
    turn_right()

move_forward(2)
harvest()
move_forward(3)
harvest()
move_forward(2)
harvest()
move_forward(4)
harvest()
