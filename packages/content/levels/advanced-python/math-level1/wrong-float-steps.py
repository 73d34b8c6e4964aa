from player import *
import math

# math.sqrt gives 5.0: move_forward needs a whole number.
side = math.sqrt(area)
for corner in range(3):
    move_forward(side)
    collect()
    turn_left()
