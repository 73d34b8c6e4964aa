from player import *

# Each nest written out by hand: more than 7 lines.
move_forward(2)
collect()
move_forward(3)
collect()
move_forward(4)
collect()
move_forward(3)
collect()
