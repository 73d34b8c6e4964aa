from player import *

def route():
    side = 6
    while side > 0:
        yield side
        yield "left"
        side -= 1

for move in route():
    if move == "left":
        turn_left()
    else:
        move_forward(move)
        collect()
