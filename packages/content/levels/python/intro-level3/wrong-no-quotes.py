from player import *

# No quotes: Python cannot tell that the words are text.
move_forward(3)
turn_right()
speak(Good morning)
