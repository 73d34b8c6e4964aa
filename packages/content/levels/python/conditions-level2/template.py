from player import *

for turn in turns:
    move_forward(3)
    # Turn left when turn is "left", else turn right.
