from player import *

# Never counts: the dictionary still says 0 of each.

seeds = {"carrot": 0, "tomato": 0}
for kind in row:
    move_forward()
    collect()

for kind in seeds:
    move_forward()
    turn_left()
    plant(seeds, kind)
    turn_right()
    move_forward()
