from player import *

# Every step written out: more than 10 lines.
move_forward(2)
collect()
move_forward(3)
collect()
move_forward(1)
collect()
move_forward(2)
collect()
move_forward(2)
collect()
