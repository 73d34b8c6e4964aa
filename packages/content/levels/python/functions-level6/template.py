from player import *

def ripe(age):
    # Return True when age is 7 or more.
    return False

for age in days:
    move_forward()
