from player import *

# Without __lt__, sorted() cannot compare two treasures.
class Treasure:
    def __init__(self, name, steps):
        self.name = name
        self.steps = steps

treasures = [Treasure(name, steps) for name, steps in spots]
here = 0
for treasure in sorted(treasures):
    move_forward(treasure.steps - here)
    collect(treasure.name)
    here = treasure.steps
