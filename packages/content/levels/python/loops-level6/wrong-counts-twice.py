from player import *

# Adds 2 each time: the loop stops after 3 saplings.
move_forward()
collect()

watered = 0
while watered < 5:
    move_forward()
    turn_left()
    water()
    turn_right()
    watered += 2
