from player import *

move_forward()
collect()

watered = 0
while watered < 5:
    move_forward()
    turn_left()
    water()
    turn_right()
    watered += 1
