from player import *

# How many carrots are there in all? Let Python add them.
total = 0

# Collect both baskets, then place(total) on the tray.
