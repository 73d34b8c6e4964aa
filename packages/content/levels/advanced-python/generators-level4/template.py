from player import *

# half_steps is given: [4, 2, 6, 2]
for gap in (h // 2 for h in half_steps):
    move_forward(gap)
