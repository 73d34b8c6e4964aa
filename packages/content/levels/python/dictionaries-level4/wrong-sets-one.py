from player import *

# = 1 sets the count to 1 each time instead of adding 1.
basket = {"apple": 0, "pear": 0}
for fruit in row:
    move_forward()
    collect(fruit)
    basket[fruit] = 1
