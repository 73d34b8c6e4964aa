from player import *

steps = 4
move_forward(steps)
collect()
turn_right()
move_forward(steps)
collect()
turn_right()
move_forward(steps)
collect()
