from player import *

clues = []
for gap in [2, 3, 3]:
    move_forward(gap)
    turn_left()
    clues.append(read())
    turn_right()
