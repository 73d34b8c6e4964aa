from player import *

# Written out: more than 8 lines.
move_forward(1)
collect()
move_forward(3)
collect()
turn_left()
move_forward(2)
collect()
move_forward(1)
collect()
move_forward(2)
collect()
