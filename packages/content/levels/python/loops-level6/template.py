from player import *

# Pick up the canteen first.

watered = 0
while watered < 5:
    move_forward()
