from player import *

# "animal" in quotes is one key, used again and again: only the last name stays.

pens = {}
for animal in animals:
    move_forward(2)
    turn_left()
    pens["animal"] = read()
    turn_right()
