from player import *

# No if: the rabbit tries to collect on every tile, even where only grass grows.
for thing in row:
    move_forward()
    collect()
