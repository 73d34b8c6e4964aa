from player import *

# __init__ needs self, and count must be stored on self.

class Basket:
    def __init__():
        count = 0

basket = Basket()
for step in range(5):
    move_forward()
    collect()
    basket.count += 1

move_forward()
place(basket.count)
total = basket.count
