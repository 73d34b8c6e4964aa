from player import *

for jump in range(1, 5):
    move_forward(jump)
    collect()
