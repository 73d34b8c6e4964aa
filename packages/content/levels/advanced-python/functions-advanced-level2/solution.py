from player import *

def hop(*gaps):
    for gap in gaps:
        move_forward(gap)
        collect()

hop(1, 3)
turn_left()
hop(2, 1, 2)
