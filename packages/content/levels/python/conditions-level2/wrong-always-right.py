from player import *

# Forgets else: turn_right() runs after every turn, even after turning left.
for turn in turns:
    move_forward(3)
    if turn == "left":
        turn_left()
    turn_right()
move_forward(3)
collect()
