from player import *

pens = {}
for animal in animals:
    move_forward(2)
    # Face the sign and store its name under the animal.
