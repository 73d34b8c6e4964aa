from player import *

class Basket:
    def __init__(self):
        self.eggs = []

    def pick(self, steps):
        move_forward(steps)
        collect()
        self.eggs.append("egg")

    @property
    def count(self):
        return len(self.eggs)

basket = Basket()
for gap in [1, 2, 1, 3]:
    basket.pick(gap)
move_forward()
place(basket.count)
