from player import *

for gap in route[:3]:
    move_forward(gap)
    collect()
