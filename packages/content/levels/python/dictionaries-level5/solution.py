from player import *

for name, fruit in orders.items():
    move_forward()
    turn_left()
    speak(fruit)
    turn_right()
    move_forward()
