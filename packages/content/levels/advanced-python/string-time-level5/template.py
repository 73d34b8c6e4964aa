from player import *
import time

for steps, seconds in clocks:
    move_forward(steps)
