from player import *

# Walks to the carrot but forgets to pick it up.
move_forward(3)
