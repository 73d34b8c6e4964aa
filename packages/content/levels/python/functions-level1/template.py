from player import *

def harvest():
    # Face the bed, collect, face the road again.
    turn_left()

move_forward(2)
harvest()
