from player import *

for close in closes:
    move_forward(3)
    turn_left()
    if now < close:
        display("Open")
    else:
        display("Closed")
    turn_right()
