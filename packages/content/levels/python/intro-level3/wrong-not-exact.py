from player import *

# Not exactly the words: small g, no exclamation mark.
move_forward(3)
turn_right()
speak("good morning")
