from player import *

# The parts are text: move_forward("2") is not a number of steps.
message = read()
turn_right()
for part in message.split("-"):
    move_forward(part)
    collect()
