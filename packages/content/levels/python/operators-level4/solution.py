from player import *

move_forward(3)
turn_left()
move_forward(2)
name = read()

message = "Welcome, " + name + "!"

turn_right()
turn_right()
move_forward(2)
turn_left()
move_forward(2)
write(message)
