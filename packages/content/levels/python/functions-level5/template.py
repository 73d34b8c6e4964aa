from player import *

def row(length):
    # Repeat length times: step and collect.
    move_forward()

row(4)
