from player import *

# Says the guest's name instead of the fruit they ordered.

for name, fruit in orders.items():
    move_forward()
    turn_left()
    speak(name)
    turn_right()
    move_forward()
