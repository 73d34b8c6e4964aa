from player import *

# Checks for the wrong word: collects where there is only grass.
for thing in row:
    move_forward()
    if thing == "grass":
        collect()
