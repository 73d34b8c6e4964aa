from player import *

for owner in plots:
    move_forward(2)
    if owner in friends:
        turn_left()
        open()
        turn_right()
