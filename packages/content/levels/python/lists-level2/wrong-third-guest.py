from player import *

# guests[2] is the third guest, Cleo, not the last one.

first = guests[0]
last = guests[2]

move_forward(3)
speak("Hello, " + first + "!")
turn_right()
move_forward(3)
turn_left()
speak("Hello, " + last + "!")
