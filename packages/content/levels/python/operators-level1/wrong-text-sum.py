from player import *

# Quotes make text: "3" + "4" sticks the digits together into "34".

total = "3" + "4"

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
