from player import *

# One = puts into a box; comparing needs two: ==
for thing in row:
    move_forward()
    if thing = "carrot":
        collect()
