from player import *

# Every gift for every friend: Ada hears "pear for Ada" too.
for name in friends:
    move_forward(2)
    turn_left()
    for gift in gifts:
        speak(gift + " for " + name)
    turn_right()
