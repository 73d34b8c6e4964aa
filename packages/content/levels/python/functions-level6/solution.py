from player import *

def ripe(age):
    return age >= 7

for age in days:
    move_forward()
    if ripe(age):
        collect()
move_forward()
place("red_berry")
