from player import *

# return ends the function with one number: a number cannot be looped over.
def gaps():
    return 2
    return 3
    return 1
    return 2
    return 2

for gap in gaps():
    move_forward(gap)
    collect()
