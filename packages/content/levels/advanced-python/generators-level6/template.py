from player import *

def route():
    for side in range(4):
        yield 4
        # and then turn...

for move in route():
    if move == "left":
        turn_left()
