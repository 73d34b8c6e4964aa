from player import *

# Counts from 1: guests[1] is the second guest, and guests[4] does not exist.

first = guests[1]
last = guests[4]

move_forward(3)
speak("Hello, " + first + "!")
turn_right()
move_forward(3)
turn_left()
speak("Hello, " + last + "!")
