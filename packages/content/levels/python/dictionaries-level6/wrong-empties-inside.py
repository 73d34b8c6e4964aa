from player import *

# pens = {} inside the loop forgets the earlier pens.

for animal in animals:
    pens = {}
    move_forward(2)
    turn_left()
    pens[animal] = read()
    turn_right()
