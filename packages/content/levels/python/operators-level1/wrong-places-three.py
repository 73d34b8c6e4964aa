from player import *

# Places only the first basket's carrots.

total = 3 + 4

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
place(3)
