from player import *

# Tries every gate: Ada's garden is not a friend's, and its gate has no X mark.
for owner in plots:
    move_forward(2)
    turn_left()
    open()
    turn_right()
