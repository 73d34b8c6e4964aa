from player import *

# Says the whole list instead of how many are in it.
count = len(visitors)
move_forward(5)
speak(visitors)
