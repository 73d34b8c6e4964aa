from player import *

# The question must be asked exactly: this one has no question mark.
move_forward(3)
answer = question("Would you like a carrot")
if answer:
    speak("Here you go!")
else:
    speak("Maybe tomorrow then!")
