from player import *

class Basket:
    def __init__(self):
        self.eggs = []

    def pick(self, steps):
        move_forward(steps)
        collect()
        self.eggs.append("egg")

    # a property count that returns how many eggs there are

basket = Basket()
