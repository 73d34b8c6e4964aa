from player import *

# The check is the wrong way round: open shops show Closed.

for close in closes:
    move_forward(3)
    turn_left()
    if now > close:
        display("Open")
    else:
        display("Closed")
    turn_right()
