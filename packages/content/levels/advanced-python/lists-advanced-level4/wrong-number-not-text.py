from player import *

# Text + a number is a TypeError: str(number) is needed.
for number, name in enumerate(queue, 1):
    move_forward(2)
    turn_left()
    speak(name + ", you are number " + number)
    turn_right()
