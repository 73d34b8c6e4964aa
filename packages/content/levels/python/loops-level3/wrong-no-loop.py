from player import *

# Every push by hand: too many lines.
push()
move_forward()
push()
move_forward()
push()
move_forward()
push()
move_forward()
turn_left()
move_forward(2)
collect()
