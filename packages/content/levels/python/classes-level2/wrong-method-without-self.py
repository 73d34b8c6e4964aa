from player import *

# A method always takes self first; without it, basket.pick() fails.

class Basket:
    def __init__(self):
        self.count = 0

    def pick():
        collect()
        self.count += 1

basket = Basket()
for gap in [1, 2, 1, 3]:
    move_forward(gap)
    basket.pick()

move_forward()
place(basket.count)
total = basket.count
