from player import *

for item in range(4):
    move_forward()
    collect()

move_forward()
turn_left()
combine(recipes["pink"])
turn_right()
move_forward(2)
turn_left()
combine(recipes["purple"])
