from player import *

# Without __str__, str(order) is "<__main__.Order object at ...>".
class Order:
    def __init__(self, name, item):
        self.name = name
        self.item = item

orders = [Order("Ada", "apple"), Order("Bo", "fish"), Order("Cy", "plum")]
for order in orders:
    move_forward(3)
    turn_left()
    speak(str(order))
    turn_right()
