from player import *

move_forward(4)
collect()
turn_right()
move_forward(4)
turn_left()
move_forward(2)
collect()
