from player import *

def loot():
    turn_left()
    open()
    collect()
    close()
    turn_right()

move_forward()
loot()
move_forward(2)
loot()
move_forward(3)
loot()
move_forward(2)
loot()
