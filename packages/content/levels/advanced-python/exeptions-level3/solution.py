from player import *

def look():
    turn_left()
    try:
        return read()
    finally:
        turn_right()

signs = []
for stop in range(5):
    move_forward(2)
    try:
        signs.append(look())
    except PositionError:
        pass
