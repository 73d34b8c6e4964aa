from player import *

# Read the notice board into a variable called password.

# Then tell Sir Crumble the password.
