from player import *

# Written out: more than 10 lines.
move_forward(2)
collect()
move_forward(1)
collect()
move_forward(3)
collect()
turn_right()
move_forward(2)
turn_right()
move_forward(1)
collect()
move_forward(2)
collect()
move_forward(2)
collect()
