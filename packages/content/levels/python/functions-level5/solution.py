from player import *

def row(length):
    for step in range(length):
        move_forward()
        collect()

row(4)
turn_right()
row(3)
turn_right()
row(2)
turn_left()
row(4)
