from player import *

# A counter by hand instead of enumerate: more than 6 lines.
number = 1
for name in queue:
    move_forward(2)
    turn_left()
    speak(name + ", you are number " + str(number))
    turn_right()
    number += 1
