from player import *

move_forward(3)
turn_right()
speak("Good morning!")
