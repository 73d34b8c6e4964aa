from player import *

# hop raises TooFar, but nothing catches it: the program stops at the first long gap.
class TooFar(Exception):
    pass

def hop(steps):
    if steps > 3:
        raise TooFar()
    move_forward(steps)
    collect()

for gap in gaps:
    hop(gap)
