from player import *

# finally turns back, but nobody catches the PositionError at the empty stop.
def look():
    turn_left()
    try:
        return read()
    finally:
        turn_right()

signs = []
for stop in range(5):
    move_forward(2)
    signs.append(look())
