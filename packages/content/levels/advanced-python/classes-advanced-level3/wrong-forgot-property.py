from player import *

# Without @property, basket.count is the method itself, not a number.
class Basket:
    def __init__(self):
        self.eggs = []

    def pick(self, steps):
        move_forward(steps)
        collect()
        self.eggs.append("egg")

    def count(self):
        return len(self.eggs)

basket = Basket()
for gap in [1, 2, 1, 3]:
    basket.pick(gap)
move_forward()
place(basket.count)
