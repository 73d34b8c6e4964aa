from player import *

# Turns right for "left" and left for "right".
for turn in turns:
    move_forward(3)
    if turn == "left":
        turn_right()
    else:
        turn_left()
move_forward(3)
collect()
