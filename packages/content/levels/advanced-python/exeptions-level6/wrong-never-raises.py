from player import *

# Without the rule, the long hops jump over the fish in the middle.
class TooFar(Exception):
    pass

def hop(steps):
    move_forward(steps)
    collect()

for gap in gaps:
    try:
        hop(gap)
    except TooFar:
        hop(gap // 2)
        hop(gap // 2)
