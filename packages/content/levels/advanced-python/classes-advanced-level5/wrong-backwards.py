from player import *

# > instead of <: farthest first, and the next walk is backwards.
class Treasure:
    def __init__(self, name, steps):
        self.name = name
        self.steps = steps

    def __lt__(self, other):
        return self.steps > other.steps

treasures = [Treasure(name, steps) for name, steps in spots]
here = 0
for treasure in sorted(treasures):
    move_forward(treasure.steps - here)
    collect(treasure.name)
    here = treasure.steps
