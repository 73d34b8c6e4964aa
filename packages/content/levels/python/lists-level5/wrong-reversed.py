from player import *

# Sorts Z to A: the rabbit asks for a plum where the apple lies.
for fruit in sorted(fruits, reverse=True):
    move_forward()
    collect(fruit)
