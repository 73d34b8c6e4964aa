from player import *

clues = []

# Visit the three signs and append each clue to the list.
