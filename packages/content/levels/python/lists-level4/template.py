from player import *

# How many names are in the list visitors?
count = 0

move_forward(5)
