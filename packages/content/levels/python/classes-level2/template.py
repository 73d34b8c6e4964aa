from player import *

class Basket:
    def __init__(self):
        self.count = 0

    # Add a method pick(self): collect, then count.

basket = Basket()
