from player import *

for name, eggs, steps in orders:
    move_forward(steps)
    turn_left()
    # speak the bill with an f-string
    turn_right()
