from player import *

# Counts every fruit as an apple: the key must be the fruit just picked.
basket = {"apple": 0, "pear": 0}
for fruit in row:
    move_forward()
    collect(fruit)
    basket["apple"] += 1
