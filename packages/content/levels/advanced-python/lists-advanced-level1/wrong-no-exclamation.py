from player import *

# The ! is missing: the friends do not hear it.
shouts = [name.upper() for name in friends]
for shout in shouts:
    move_forward(3)
    turn_left()
    speak(shout)
    turn_right()
