from player import *

# Each object by hand: too many lines.
class Sapling:
    def __init__(self, steps):
        self.steps = steps

    def tend(self):
        move_forward(self.steps)
        turn_left()
        water()
        turn_right()

collect()
a = Sapling(2)
b = Sapling(1)
c = Sapling(3)
d = Sapling(2)
e = Sapling(1)
a.tend()
b.tend()
c.tend()
d.tend()
e.tend()
