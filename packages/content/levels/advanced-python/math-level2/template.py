from player import *
import math

first = math.floor(to_rock)
move_forward(first)
