from player import *

# here never changes: each walk counts from the start again.
here = 0
for name, spot in sorted(nests, key=lambda nest: nest[1]):
    move_forward(spot - here)
    collect()
