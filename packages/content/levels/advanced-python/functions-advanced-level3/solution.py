from player import *

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

sow(carrot=2, tomato=3)
