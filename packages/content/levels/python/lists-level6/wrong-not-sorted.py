from player import *

# Follows the chef's order, but the vegetables lie from A to Z.
basket = []
for veg in order:
    move_forward()
    collect(veg)
    basket.append(veg)
move_forward()
speak(len(basket))
