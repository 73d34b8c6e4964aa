from player import *

def gaps():
    yield 2
    # Yield the other gaps: 3, 1, 2, 2

for gap in gaps():
    move_forward(gap)
