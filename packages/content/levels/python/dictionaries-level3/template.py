from player import *

# Collect the 4 ingredients.
for item in range(4):
    move_forward()
    collect()

# Mix each drink: look its recipe up in recipes.
