from player import *

# round(7.6) is 8: the rabbit walks into the rock.
first = round(to_rock)
move_forward(first)
collect()
turn_left()
second = round(to_sack)
move_forward(second)
collect()
