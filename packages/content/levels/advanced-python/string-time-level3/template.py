from player import *
import string

here = 0
for letter in code:
    spot = string.ascii_uppercase.index(letter) + 1
