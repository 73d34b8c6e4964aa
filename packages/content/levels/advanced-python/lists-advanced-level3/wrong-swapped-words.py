from player import *

# The name and the gift are the wrong way round.
for name, gift in zip(friends, gifts):
    move_forward(2)
    turn_left()
    speak(name + " for " + gift)
    turn_right()
