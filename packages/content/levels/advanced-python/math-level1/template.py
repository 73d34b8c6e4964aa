from player import *
import math

side = math.sqrt(area)
for corner in range(3):
    move_forward(side)
