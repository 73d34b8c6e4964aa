from player import *
import time

# %m is the month, not the minutes.
for steps, seconds in clocks:
    move_forward(steps)
    turn_left()
    speak("It is " + time.strftime("%H:%m:%S", time.gmtime(seconds)))
    turn_right()
