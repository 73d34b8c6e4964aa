from player import *

# The box holds the wrong number: the rabbit stops one tile short.
steps = 3
move_forward(steps)
collect()
turn_right()
move_forward(steps)
collect()
turn_right()
move_forward(steps)
collect()
