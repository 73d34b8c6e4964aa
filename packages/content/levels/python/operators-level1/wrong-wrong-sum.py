from player import *

# Adds the wrong numbers: the tray wants all 7 carrots.

total = 3 + 3

move_forward(4)
turn_left()
move_forward(2)
turn_right()
collect()

turn_right()
move_forward(4)
turn_left()
collect()

turn_left()
move_forward(2)
turn_right()
place(total)
