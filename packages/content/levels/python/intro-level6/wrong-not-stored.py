from player import *

# Reads the board but forgets to keep what it said.
move_forward(2)
turn_left()
read()
turn_right()
move_forward(2)
speak(password)
