from player import *

# int() cuts 3.2 down to 3: one step short of the second potato.
first = int(to_rock)
move_forward(first)
collect()
turn_left()
second = int(to_sack)
move_forward(second)
collect()
