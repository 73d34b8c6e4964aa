from player import *

for shove in range(4):
    push()
    move_forward()
turn_left()
move_forward(2)
collect()
