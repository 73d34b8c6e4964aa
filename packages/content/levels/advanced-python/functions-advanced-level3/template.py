from player import *

for packet in range(5):
    move_forward()
    collect()

def sow(**seeds):
    steps = 3
    for crop in seeds:
        move_forward(steps)
        # turn, plant, turn back
        steps = 2
