from player import *

turns = 0
while turns < 3:
    try:
        move_forward()
        collect()
    except MoveError:
        turn_right()
        turns += 1
    # and when there is nothing to collect?
