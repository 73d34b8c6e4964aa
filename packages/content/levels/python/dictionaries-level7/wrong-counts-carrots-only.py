from player import *

# Counts every packet as a carrot packet.

seeds = {"carrot": 0, "tomato": 0}
for kind in row:
    move_forward()
    collect()
    seeds["carrot"] += 1

for kind in seeds:
    move_forward()
    turn_left()
    plant(seeds, kind)
    turn_right()
    move_forward()
