from player import *

# == compares a name with the whole list, which is never the same: no gate opens.
for owner in plots:
    move_forward(2)
    if owner == friends:
        turn_left()
        open()
        turn_right()
