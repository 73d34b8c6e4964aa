from player import *

# Three pushes: the rock still blocks the way up, and the rabbit turns too early.
for shove in range(3):
    push()
    move_forward()
turn_left()
move_forward(2)
collect()
