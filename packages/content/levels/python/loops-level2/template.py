from player import *

# One stair: up one, right one, pick up. Repeat it!
for stair in range(6):
    move_forward()
