from player import *

class Sapling:
    def __init__(self, steps):
        self.steps = steps

    def tend(self):
        # Walk the gap, face the sapling, water it, face the path.
        pass

collect()
