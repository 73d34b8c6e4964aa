from player import *

# Counts logs for one bridge only, though the rabbit must cross two rivers.

def logs_for(bridges):
    return bridges * 4

def cross():
    build("bridge")
    move_forward(2)

needed = logs_for(1)

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
