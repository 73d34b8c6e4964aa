from player import *

for gap in route[:3]:
    move_forward(gap)
    collect()
turn_right()
move_forward(2)
turn_right()
for gap in route[3:]:
    move_forward(gap)
    collect()
