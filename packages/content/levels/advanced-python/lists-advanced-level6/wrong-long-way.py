from player import *

# Every tile written out: more than 10 lines.
move_forward()
collect()
move_forward(2)
collect()
move_forward()
collect()
move_forward()
turn_right()
move_forward(2)
turn_right()
move_forward(2)
collect()
move_forward(3)
collect()
