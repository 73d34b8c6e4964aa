from player import *

# Tries to cross without building: splash!
logs = 4
structure = "bridge"

move_forward()
collect()
move_forward()
collect()
move_forward()
collect()
move_forward()
collect()

turn_right()
move_forward(8)
collect()
