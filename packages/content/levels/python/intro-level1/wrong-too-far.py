from player import *

# One step too many: the rabbit bumps into the well.
move_forward(4)
collect()
