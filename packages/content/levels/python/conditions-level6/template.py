from player import *

for hour in hours:
    move_forward(2)
    turn_left()
    # Good morning! before 12, Good afternoon! before 18, else Good evening!
    turn_right()
