from player import *

# enumerate starts at 0: Ada is told she is number 0.
for number, name in enumerate(queue):
    move_forward(2)
    turn_left()
    speak(name + ", you are number " + str(number))
    turn_right()
