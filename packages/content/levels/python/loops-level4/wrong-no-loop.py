from player import *

# Every jump written out: 9 lines.
move_forward(1)
collect()
move_forward(2)
collect()
move_forward(3)
collect()
move_forward(4)
collect()
