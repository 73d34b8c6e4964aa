from player import *

# "pink" is the key, not the recipe: look it up in the dictionary.

for item in range(4):
    move_forward()
    collect()

move_forward()
turn_left()
combine("pink")
turn_right()
move_forward(2)
turn_left()
combine(recipes["purple"])
