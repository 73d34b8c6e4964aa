from player import *

# Greets everyone correctly, but never makes the variable greeting.
move_forward(2)
turn_left()
speak("Welcome to Shell Island!")
turn_right()

move_forward(4)
turn_left()
speak("Welcome to Shell Island!")
turn_right()

move_forward(4)
turn_left()
speak("Welcome to Shell Island!")
