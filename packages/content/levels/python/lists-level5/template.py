from player import *

# fruits is mixed up, but the fruit lies from A to Z.
for fruit in fruits:
    move_forward()
    collect(fruit)
