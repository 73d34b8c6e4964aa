from player import *

for stair in range(6):
    move_forward()
    turn_right()
    move_forward()
    turn_left()
    collect()
