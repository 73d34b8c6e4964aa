from player import *

# bridge without quotes is a name Python does not know.
logs = 4
structure = bridge

move_forward()
collect()
move_forward()
collect()
move_forward()
collect()
move_forward()
collect()

turn_right()
move_forward(4)
build(structure)
move_forward(4)
collect()
