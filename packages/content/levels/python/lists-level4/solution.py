from player import *

count = len(visitors)
move_forward(5)
speak(count)
