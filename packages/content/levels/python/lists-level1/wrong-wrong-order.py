from player import *

# The list is in the wrong order: the rabbit asks for a tomato where a carrot lies.
basket = ["tomato", "carrot", "lettuce", "cucumber"]
for veg in basket:
    move_forward()
    collect(veg)
