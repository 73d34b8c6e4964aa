from player import *

# not in turns the check around: it opens the gates of the others.
for owner in plots:
    move_forward(2)
    if owner not in friends:
        turn_left()
        open()
        turn_right()
