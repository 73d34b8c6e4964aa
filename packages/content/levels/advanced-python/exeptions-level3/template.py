from player import *

def look():
    turn_left()
    return read()
    turn_right()

signs = []
for stop in range(5):
    move_forward(2)
