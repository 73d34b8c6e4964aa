from player import *

smudged = 0
for note in notes:
    try:
        gap = int(note)
    except ValueError:
        smudged += 1
        continue
    move_forward(gap)
    collect()
