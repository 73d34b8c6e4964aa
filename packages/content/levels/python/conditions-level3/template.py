from player import *

move_forward(3)
# Ask Farmer Oak, and keep his answer in a variable called answer.

# Then reply to Yes and to No.
