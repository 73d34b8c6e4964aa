from player import *

# 3 carrot seeds are asked for, but only 2 were collected.
for packet in range(5):
    move_forward()
    collect()

def sow(**seeds):
    steps = 3
    for crop in seeds:
        move_forward(steps)
        turn_left()
        plant(seeds, crop)
        turn_right()
        steps = 2

sow(carrot=3, tomato=2)
