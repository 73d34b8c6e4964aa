from player import *

# Walks before pushing: bump, the rock is in the way.
for shove in range(4):
    move_forward()
    push()
turn_left()
move_forward(2)
collect()
