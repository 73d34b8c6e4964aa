from player import *

# corn = 0 inside the loop empties the counter every time round.
for plant in range(6):
    corn = 0
    move_forward()
    collect()
    corn += 1
move_forward()
place(corn)
