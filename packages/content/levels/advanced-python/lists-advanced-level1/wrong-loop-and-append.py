from player import *

# The long way with append: more than 7 lines.
shouts = []
for name in friends:
    shouts.append(name.upper() + "!")
for shout in shouts:
    move_forward(3)
    turn_left()
    speak(shout)
    turn_right()
