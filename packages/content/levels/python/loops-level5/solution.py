from player import *

corn = 0
for plant in range(6):
    move_forward()
    collect()
    corn += 1
move_forward()
place(corn)
