from player import *

class Coop:
    def __init__(self, hens):
        self.hens = hens

    def planks(self):
        return self.hens * 2

small = Coop(2)
big = Coop(4)
needed = small.planks() + big.planks()

move_forward(2)
turn_left()
collect()
turn_right()

move_forward(2)
turn_left()
build("chicken_house")
turn_right()

move_forward(2)
turn_left()
build("chicken_house")
