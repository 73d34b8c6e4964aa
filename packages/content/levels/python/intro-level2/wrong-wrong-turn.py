from player import *

# Turns left instead of right: the rabbit walks off the path to the edge of the map.
move_forward(4)
collect()
turn_left()
move_forward(4)
turn_right()
move_forward(2)
collect()
