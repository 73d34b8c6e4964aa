from player import *

class Sapling:
    def __init__(self, steps):
        self.steps = steps

    def tend(self):
        move_forward(self.steps)
        turn_left()
        water()
        turn_right()

collect()
garden = [Sapling(2), Sapling(1), Sapling(3), Sapling(2), Sapling(1)]
for sapling in garden:
    sapling.tend()
