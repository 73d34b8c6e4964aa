from player import *

# Quotes around the name: the rabbit says the word "greeting" itself.
greeting = "Welcome to Shell Island!"

move_forward(2)
turn_left()
speak("greeting")
turn_right()

move_forward(4)
turn_left()
speak("greeting")
turn_right()

move_forward(4)
turn_left()
speak("greeting")
