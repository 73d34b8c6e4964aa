from player import *

logs = 10
left = logs - 4

move_forward(2)
turn_left()
collect()
turn_right()
move_forward(3)
build("bridge")
move_forward(4)
turn_left()
place(left)
