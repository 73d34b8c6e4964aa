from player import *

collect()
carrots = 0
for tile in tiles:
    move_forward()
    if tile == "carrot":
        collect()
        carrots += 1
    elif tile == "sapling":
        turn_left()
        water()
        turn_right()
move_forward()
place(carrots)
