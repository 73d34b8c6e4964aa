from player import *

for corner in range(3):
    try:
        move_forward(20)
    except MoveError:
        collect()
        turn_right()
