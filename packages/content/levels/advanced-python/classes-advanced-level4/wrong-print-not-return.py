from player import *

# __str__ must return the text; printing it returns None, and str() fails.
class Order:
    def __init__(self, name, item):
        self.name = name
        self.item = item

    def __str__(self):
        print(self.item + " for " + self.name)

orders = [Order("Ada", "apple"), Order("Bo", "fish"), Order("Cy", "plum")]
for order in orders:
    move_forward(3)
    turn_left()
    speak(str(order))
    turn_right()
