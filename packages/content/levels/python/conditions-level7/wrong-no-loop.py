from player import *

# Every gate by hand: too many lines.
move_forward(4)
turn_left()
open()
turn_right()
move_forward(2)
turn_left()
open()
turn_right()
move_forward(4)
turn_left()
open()
