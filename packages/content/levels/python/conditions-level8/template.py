from player import *

# The canteen is under your feet.
carrots = 0
for tile in tiles:
    move_forward()
    # carrot: collect and count. sapling: water it.
