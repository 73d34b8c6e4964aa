from player import *

pens = {}
for animal in animals:
    move_forward(2)
    turn_left()
    pens[animal] = read()
    turn_right()
