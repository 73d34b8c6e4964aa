from player import *

# The dictionary says 2 packets, but the rabbit carries 3.

seeds = {"carrot": 2}

for packet in range(3):
    move_forward()
    collect()
move_forward(2)
turn_left()
plant(seeds, "carrot")
