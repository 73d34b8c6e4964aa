from player import *

# Without a function: more than 10 lines.
move_forward(2)
turn_left()
speak("Hello, Ada!")
turn_right()
move_forward(3)
turn_left()
speak("Welcome back, Bo!")
turn_right()
move_forward(3)
turn_left()
speak("Hello, Cy!")
