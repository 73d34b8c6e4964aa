from player import *

# Asks, but never keeps the answer: there is nothing for if to check.
move_forward(3)
question("Would you like a carrot?")
if answer:
    speak("Here you go!")
else:
    speak("Maybe tomorrow then!")
