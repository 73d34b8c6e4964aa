from player import *

def route():
    side = 6
    while side > 0:
        yield side
        # then the turn, then a shorter side

for move in route():
    if move == "left":
        turn_left()
