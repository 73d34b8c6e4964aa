from player import *

# Walks past the canteen without picking it up: nothing to water with.
move_forward()

watered = 0
while watered < 5:
    move_forward()
    turn_left()
    water()
    turn_right()
    watered += 1
