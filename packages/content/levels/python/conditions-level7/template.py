from player import *

for owner in plots:
    move_forward(2)
    # Open the gate only if owner is one of your friends.
