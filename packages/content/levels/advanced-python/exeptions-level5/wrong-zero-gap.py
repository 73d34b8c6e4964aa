from player import *

# A smudged note becomes 0 steps: move_forward(0) raises a new error.
smudged = 0
for note in notes:
    try:
        gap = int(note)
    except ValueError:
        smudged += 1
        gap = 0
    move_forward(gap)
    collect()
