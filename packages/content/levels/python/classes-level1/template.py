from player import *

class Basket:
    def __init__(self):
        # Give the basket a count that starts at 0.
        pass

basket = Basket()
