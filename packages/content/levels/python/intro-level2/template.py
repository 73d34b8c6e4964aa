from player import *

move_forward(4)
collect()

# Now turn and follow the path to the second carrot.
