from player import *

class Order:
    def __init__(self, name, item):
        self.name = name
        self.item = item

    # def __str__(self): ...

orders = [Order("Ada", "apple"), Order("Bo", "fish"), Order("Cy", "plum")]
