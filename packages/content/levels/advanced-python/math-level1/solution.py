from player import *
import math

side = int(math.sqrt(area))
for corner in range(3):
    move_forward(side)
    collect()
    turn_left()
