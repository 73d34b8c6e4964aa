from player import *

# int("mud") stops the program with a ValueError.
smudged = 0
for note in notes:
    gap = int(note)
    move_forward(gap)
    collect()
