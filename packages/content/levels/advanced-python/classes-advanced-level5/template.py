from player import *

class Treasure:
    def __init__(self, name, steps):
        self.name = name
        self.steps = steps

    # def __lt__(self, other): ...

treasures = [Treasure(name, steps) for name, steps in spots]
