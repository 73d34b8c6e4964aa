from player import *

# Every error means "turn": the rabbit turns on the first empty tile.
turns = 0
while turns < 3:
    try:
        move_forward()
        collect()
    except GameError:
        turn_right()
        turns += 1
