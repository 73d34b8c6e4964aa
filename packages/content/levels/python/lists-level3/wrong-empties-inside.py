from player import *

# clues = [] inside the loop empties the list every time round.
for gap in [2, 3, 3]:
    clues = []
    move_forward(gap)
    turn_left()
    clues.append(read())
    turn_right()
