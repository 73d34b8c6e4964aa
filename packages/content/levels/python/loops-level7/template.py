from player import *

flowers = 0
# 4 sides, 3 steps each: a loop inside a loop.

# Then face the shelf and place(flowers).
