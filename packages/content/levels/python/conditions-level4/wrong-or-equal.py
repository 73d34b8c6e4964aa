from player import *

# <= keeps a shop open at the very hour it closes.

for close in closes:
    move_forward(3)
    turn_left()
    if now <= close:
        display("Open")
    else:
        display("Closed")
    turn_right()
