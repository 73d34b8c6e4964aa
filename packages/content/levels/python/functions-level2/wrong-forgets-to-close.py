from player import *

# Leaves every chest open: the butler wants them closed again.

def loot():
    turn_left()
    open()
    collect()
    turn_right()

move_forward()
loot()
move_forward(2)
loot()
move_forward(3)
loot()
move_forward(2)
loot()
