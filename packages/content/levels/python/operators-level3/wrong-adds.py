from player import *

# Adds the nests and the eggs instead of multiplying.

eggs = 3 + 4

move_forward(2)
turn_left()
collect()
turn_right()

move_forward(3)
turn_left()
collect()
turn_right()

move_forward(3)
turn_left()
collect()
turn_right()

move_forward(2)
place(eggs)
