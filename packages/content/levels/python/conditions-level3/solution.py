from player import *

move_forward(3)
answer = question("Would you like a carrot?")
if answer:
    speak("Here you go!")
else:
    speak("Maybe tomorrow then!")
