from player import *

# The card followed by hand: more than 5 lines.
move_forward(2)
move_forward()
turn_left()
move_forward(2)
move_forward()
turn_right()
move_forward(2)
move_forward()
collect()
