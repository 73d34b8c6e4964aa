from player import *

def loot():
    # Face the chest, open it, take the coins, close it, face the hall.
    turn_left()

move_forward()
loot()
