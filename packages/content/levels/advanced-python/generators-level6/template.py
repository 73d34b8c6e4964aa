from player import *

def route():
    side = 6
    while side > 0:
        yield side
        # yield the turn here
        side -= 1

for move in route():
    if move == "left":
        turn_left()
