from player import *

# Read the guest's name from the scroll.

# Join "Welcome, ", the name and "!" into message, then write it on the sign.
