from player import *

# Quotes turn the name into the word "password".
move_forward(2)
turn_left()
password = read()
turn_right()
move_forward(2)
speak("password")
