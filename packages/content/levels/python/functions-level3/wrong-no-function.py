from player import *

# Without a function: too many lines.
move_forward(2)
turn_left()
speak("Hi, Ada!")
turn_right()
move_forward(3)
turn_left()
speak("Hi, Bo!")
turn_right()
move_forward(1)
turn_left()
speak("Hi, Cy!")
turn_right()
move_forward(4)
turn_left()
speak("Hi, Dee!")
turn_right()
