from player import *

# append is not pushed in: only the last vegetable goes in the basket list.
basket = []
for veg in sorted(order):
    move_forward()
    collect(veg)
basket.append(veg)
move_forward()
speak(len(basket))
