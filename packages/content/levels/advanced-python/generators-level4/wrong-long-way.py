from player import *

# Written out by hand: more than 6 lines.
move_forward(2)
collect()
move_forward(1)
collect()
move_forward(3)
collect()
move_forward(1)
collect()
total = 7
