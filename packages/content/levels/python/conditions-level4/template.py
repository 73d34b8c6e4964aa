from player import *

for close in closes:
    move_forward(3)
    turn_left()
    # Open if now is before close, else Closed.
    turn_right()
