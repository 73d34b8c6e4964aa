from player import *

basket = {"apple": 0, "pear": 0}
for fruit in row:
    move_forward()
    collect(fruit)
    # Add 1 to the count of this fruit.
