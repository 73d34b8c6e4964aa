from player import *

first = guests[0]
last = guests[3]

move_forward(3)
speak("Hello, " + first + "!")
turn_right()
move_forward(3)
turn_left()
speak("Hello, " + last + "!")
