from player import *

# > 7 leaves the berries that are exactly 7 days old.
def ripe(age):
    return age > 7

for age in days:
    move_forward()
    if ripe(age):
        collect()
move_forward()
place("red_berry")
