from player import *

# Types the words each time, and slips on the third.
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
speak("Welcome to Shell island!")
