from player import *

class Coop:
    def __init__(self, hens):
        self.hens = hens

    def planks(self):
        # 2 planks for each hen.
        return 0

small = Coop(2)
big = Coop(4)
needed = small.planks() + big.planks()
