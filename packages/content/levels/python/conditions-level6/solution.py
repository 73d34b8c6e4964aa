from player import *

for hour in hours:
    move_forward(2)
    turn_left()
    if hour < 12:
        speak("Good morning!")
    elif hour < 18:
        speak("Good afternoon!")
    else:
        speak("Good evening!")
    turn_right()
