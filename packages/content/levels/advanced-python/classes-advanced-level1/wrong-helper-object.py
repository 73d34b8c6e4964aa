from player import *

# A plain Helper cannot call: call belongs to Seller only.
class Helper:
    def walk(self, steps):
        move_forward(steps)

    def pick(self):
        collect()

class Seller(Helper):
    def call(self):
        turn_left()
        speak("Carrots!")
        turn_right()

seller = Helper()
seller.walk(2)
seller.pick()
seller.walk(3)
seller.pick()
seller.call()
seller.walk(4)
seller.pick()
seller.call()
