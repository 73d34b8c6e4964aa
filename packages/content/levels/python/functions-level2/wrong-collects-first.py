from player import *

# Tries to take the coins before opening the chest.

def loot():
    turn_left()
    collect()
    open()
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
