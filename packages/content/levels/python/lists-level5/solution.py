from player import *

for fruit in sorted(fruits):
    move_forward()
    collect(fruit)
