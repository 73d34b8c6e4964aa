from player import *

basket = ["carrot", "tomato", "lettuce", "cucumber"]
for veg in basket:
    move_forward()
    collect(veg)
