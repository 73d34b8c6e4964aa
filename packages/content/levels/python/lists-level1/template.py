from player import *

# The vegetables, in order, in a list:
basket = ["carrot"]

for veg in basket:
    move_forward()
