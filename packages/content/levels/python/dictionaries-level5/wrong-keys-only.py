from player import *

# A plain loop over a dictionary gives only its keys: the names.

for fruit in orders:
    move_forward()
    turn_left()
    speak(fruit)
    turn_right()
    move_forward()
