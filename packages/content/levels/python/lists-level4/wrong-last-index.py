from player import *

# The last index is one less than the length: 8, not 9.
count = visitors.index("Ivy")
move_forward(5)
speak(count)
