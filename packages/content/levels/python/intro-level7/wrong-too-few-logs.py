from player import *

# Picks up only three logs: not enough for a bridge.
logs = 4
structure = "bridge"

move_forward()
collect()
move_forward()
collect()
move_forward()
collect()
move_forward()

turn_right()
move_forward(4)
build(structure)
move_forward(4)
collect()
