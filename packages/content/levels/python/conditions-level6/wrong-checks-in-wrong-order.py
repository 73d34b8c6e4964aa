from player import *

# Checks "< 18" first: 9 o'clock is also less than 18, so morning never comes.
for hour in hours:
    move_forward(2)
    turn_left()
    if hour < 18:
        speak("Good afternoon!")
    elif hour < 12:
        speak("Good morning!")
    else:
        speak("Good evening!")
    turn_right()
