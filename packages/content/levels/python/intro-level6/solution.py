from player import *

move_forward(2)
turn_left()
password = read()
turn_right()
move_forward(2)
speak(password)
