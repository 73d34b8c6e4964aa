from player import *

basket = []
for veg in sorted(order):
    move_forward()
    collect(veg)
    basket.append(veg)
move_forward()
speak(len(basket))
