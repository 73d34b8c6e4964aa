from player import *

# Four loops and no function: too many lines.
for step in range(4):
    move_forward()
    collect()
turn_right()
for step in range(3):
    move_forward()
    collect()
turn_right()
for step in range(2):
    move_forward()
    collect()
turn_left()
for step in range(4):
    move_forward()
    collect()
