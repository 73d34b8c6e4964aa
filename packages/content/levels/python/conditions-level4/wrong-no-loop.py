from player import *

# Every sign by hand: too many lines.
move_forward(3)
turn_left()
display("Closed")
turn_right()
move_forward(3)
turn_left()
display("Open")
turn_right()
move_forward(3)
turn_left()
display("Closed")
