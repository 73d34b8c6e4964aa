from player import *

for name, gift in zip(friends, gifts):
    move_forward(2)
    turn_left()
    speak(gift + " for " + name)
    turn_right()
