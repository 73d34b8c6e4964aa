from player import *

# row tells what is on each tile.
for thing in row:
    move_forward()
    # Collect only when thing is "carrot".
