from player import *

total = 5 + 7
left = total - 2 * 4

move_forward(2)
turn_left()
collect()
turn_right()

move_forward(2)
turn_right()
collect()
turn_left()

move_forward(2)
turn_left()
build("chicken_house")
turn_right()

move_forward(2)
turn_left()
build("chicken_house")
turn_right()

move_forward(2)
place(left)
