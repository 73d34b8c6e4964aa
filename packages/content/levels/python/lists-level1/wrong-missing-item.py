from player import *

# Forgets the cucumber.
basket = ["carrot", "tomato", "lettuce"]
for veg in basket:
    move_forward()
    collect(veg)
