from player import *

shouts = [name.upper() + "!" for name in friends]
for shout in shouts:
    move_forward(3)
    turn_left()
    speak(shout)
    turn_right()
