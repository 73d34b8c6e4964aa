from player import *
import string

# The code is in capitals: "B" is not in ascii_lowercase.
here = 0
for letter in code:
    spot = string.ascii_lowercase.index(letter) + 1
    move_forward(spot - here)
    collect()
    here = spot
