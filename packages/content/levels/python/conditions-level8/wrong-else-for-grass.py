from player import *

# else catches the grass tiles too: the rabbit tries to water plain grass.
collect()
carrots = 0
for tile in tiles:
    move_forward()
    if tile == "carrot":
        collect()
        carrots += 1
    else:
        turn_left()
        water()
        turn_right()
move_forward()
place(carrots)
