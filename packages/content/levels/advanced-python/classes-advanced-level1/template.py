from player import *

class Helper:
    def walk(self, steps):
        move_forward(steps)

    def pick(self):
        collect()

class Seller(Helper):
    def call(self):
        # turn, say Carrots!, turn back
        pass

seller = Seller()
seller.walk(2)
