from player import *

# Seller without (Helper) has no walk method.
class Helper:
    def walk(self, steps):
        move_forward(steps)

    def pick(self):
        collect()

class Seller:
    def call(self):
        turn_left()
        speak("Carrots!")
        turn_right()

seller = Seller()
seller.walk(2)
seller.pick()
seller.walk(3)
seller.pick()
seller.call()
seller.walk(4)
seller.pick()
seller.call()
