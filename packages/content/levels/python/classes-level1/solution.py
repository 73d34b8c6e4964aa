from player import *

class Basket:
    def __init__(self):
        self.count = 0

basket = Basket()
for step in range(5):
    move_forward()
    collect()
    basket.count += 1

move_forward()
place(basket.count)
total = basket.count
