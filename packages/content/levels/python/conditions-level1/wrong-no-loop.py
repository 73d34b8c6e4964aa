from player import *

# Every tile by hand: 13 lines.
move_forward()
collect()
move_forward(2)
collect()
move_forward()
collect()
move_forward(3)
collect()
move_forward()
