from player import *

# harvest without () only names the function; it does not run it.
def harvest():
    turn_left()
    collect()
    turn_right()

move_forward(2)
harvest
move_forward(3)
harvest
move_forward(2)
harvest
move_forward(4)
harvest
