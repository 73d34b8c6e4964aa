from player import *

# if ripe: asks whether the function exists (always yes), not whether the berry is ripe.
def ripe(age):
    return age >= 7

for age in days:
    move_forward()
    if ripe:
        collect()
move_forward()
place("red_berry")
