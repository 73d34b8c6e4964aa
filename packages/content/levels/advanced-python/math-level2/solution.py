from player import *
import math

first = math.floor(to_rock)
move_forward(first)
collect()
turn_left()
second = math.ceil(to_sack)
move_forward(second)
collect()
