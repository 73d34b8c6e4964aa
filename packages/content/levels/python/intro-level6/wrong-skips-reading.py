from player import *

# Knows the word from an earlier run, but skips reading the board.
password = "marmalade"
move_forward(4)
speak(password)
