from player import *

# garden[place][row]: there is no garden[2].
for row in range(2):
    for place in range(5):
        move_forward()
        if garden[place][row] == "carrot":
            collect()
    turn_right()
    move_forward(2)
    turn_right()
