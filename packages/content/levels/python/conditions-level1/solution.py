from player import *

for thing in row:
    move_forward()
    if thing == "carrot":
        collect()
