from player import *

# Turns left first: the rabbit climbs the wrong way, off the stairs.
for stair in range(6):
    move_forward()
    turn_left()
    move_forward()
    turn_right()
    collect()
