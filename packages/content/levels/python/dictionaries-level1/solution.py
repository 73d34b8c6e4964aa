from player import *

seeds = {"carrot": 3}

for packet in range(3):
    move_forward()
    collect()
move_forward(2)
turn_left()
plant(seeds, "carrot")
