from player import *

# Collects every pumpkin, but never makes the variable steps.
move_forward(4)
collect()
turn_right()
move_forward(4)
collect()
turn_right()
move_forward(4)
collect()
