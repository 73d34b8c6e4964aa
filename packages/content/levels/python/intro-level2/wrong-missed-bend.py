from player import *

# Forgets the second turn and walks past the bend.
move_forward(4)
collect()
turn_right()
move_forward(6)
collect()
