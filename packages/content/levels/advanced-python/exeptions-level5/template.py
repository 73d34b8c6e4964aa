from player import *

smudged = 0
for note in notes:
    gap = int(note)
    move_forward(gap)
    collect()
