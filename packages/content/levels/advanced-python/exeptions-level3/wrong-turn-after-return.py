from player import *

# turn_right after return never runs: the rabbit keeps facing left.
def look():
    turn_left()
    return read()
    turn_right()

signs = []
for stop in range(5):
    move_forward(2)
    try:
        signs.append(look())
    except PositionError:
        pass
