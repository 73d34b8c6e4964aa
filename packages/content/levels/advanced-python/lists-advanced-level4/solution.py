from player import *

for number, name in enumerate(queue, 1):
    move_forward(2)
    turn_left()
    speak(name + ", you are number " + str(number))
    turn_right()
