from player import *

# Jump 1, 2, 3 and 4 steps with one loop.
for jump in range(1, 5):
    move_forward()
