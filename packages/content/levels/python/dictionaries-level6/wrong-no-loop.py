from player import *

# Every pen by hand: too many lines.
pens = {}
move_forward(2)
turn_left()
pens["sheep"] = read()
turn_right()
move_forward(2)
turn_left()
pens["hen"] = read()
turn_right()
move_forward(2)
turn_left()
pens["pig"] = read()
turn_right()
