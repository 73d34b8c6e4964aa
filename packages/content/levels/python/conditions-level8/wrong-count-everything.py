from player import *

# Counts every tile, not only the carrots.
collect()
carrots = 0
for tile in tiles:
    move_forward()
    carrots += 1
    if tile == "carrot":
        collect()
    elif tile == "sapling":
        turn_left()
        water()
        turn_right()
move_forward()
place(carrots)
