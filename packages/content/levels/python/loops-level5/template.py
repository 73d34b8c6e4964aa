from player import *

corn = 0
# Collect the row and count each cob in corn.

# Then place(corn) on the tray.
