from player import *

# route[:2] takes only two gaps: the rabbit turns too early and bumps the fence.
for gap in route[:2]:
    move_forward(gap)
    collect()
turn_right()
move_forward(2)
turn_right()
for gap in route[2:]:
    move_forward(gap)
    collect()
