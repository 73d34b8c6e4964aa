from player import *

# cross() walks before it builds: splash!

def logs_for(bridges):
    return bridges * 4

def cross():
    move_forward(2)
    build("bridge")

needed = logs_for(2)

move_forward()
turn_left()
collect()
turn_right()

move_forward(2)
cross()
move_forward(2)
cross()
move_forward(2)
collect()
