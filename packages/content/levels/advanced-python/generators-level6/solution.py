from player import *

def route():
    for side in range(4):
        yield 4
        yield "left"

for move in route():
    if move == "left":
        turn_left()
    else:
        move_forward(move)
        collect()
