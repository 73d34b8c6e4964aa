from player import *

for turn in turns:
    move_forward(3)
    if turn == "left":
        turn_left()
    else:
        turn_right()
move_forward(3)
collect()
