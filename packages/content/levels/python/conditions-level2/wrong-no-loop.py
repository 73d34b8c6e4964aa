from player import *

# Every turn by hand: 15 lines.
move_forward(3)
turn_right()
move_forward(3)
turn_left()
move_forward(3)
turn_right()
move_forward(3)
turn_right()
move_forward(3)
turn_left()
move_forward(3)
turn_left()
move_forward(3)
collect()
