from player import *

# Every side written out: more than 11 lines.
move_forward(4)
collect()
turn_left()
move_forward(4)
collect()
turn_left()
move_forward(4)
collect()
turn_left()
move_forward(4)
collect()
