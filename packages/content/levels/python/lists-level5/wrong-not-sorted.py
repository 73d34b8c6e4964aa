from player import *

# Goes through the list as it is, not in A to Z order.
for fruit in fruits:
    move_forward()
    collect(fruit)
