from player import *
import time

for steps, seconds in clocks:
    move_forward(steps)
    turn_left()
    speak("It is " + time.strftime("%H:%M:%S", time.gmtime(seconds)))
    turn_right()
