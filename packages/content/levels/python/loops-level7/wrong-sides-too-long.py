from player import *

# Four steps a side: the rabbit walks into the pond's corner.
flowers = 0
for side in range(4):
    for step in range(4):
        move_forward()
        collect()
        flowers += 1
    turn_left()
turn_right()
place(flowers)
