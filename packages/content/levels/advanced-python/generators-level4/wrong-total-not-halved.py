from player import *

# The total adds the half steps: 14 instead of 7.
for gap in (h // 2 for h in half_steps):
    move_forward(gap)
    collect()
total = sum(half_steps)
