from player import *

# Stands on the X mark but looks the wrong way.
move_forward(3)
speak("Good morning!")
