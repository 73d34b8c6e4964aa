from player import *

# Make a variable called steps that holds 4.

# Use move_forward(steps) on every side of the square.
