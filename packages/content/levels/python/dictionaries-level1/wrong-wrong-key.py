from player import *

# The key "carrots" is not in the dictionary: keys must match exactly.

seeds = {"carrot": 3}

for packet in range(3):
    move_forward()
    collect()
move_forward(2)
turn_left()
plant(seeds, "carrots")
