from player import *

# turn_left() is pushed in too far: the rabbit turns after every step.
flowers = 0
for side in range(4):
    for step in range(3):
        move_forward()
        collect()
        flowers += 1
        turn_left()
turn_right()
place(flowers)
