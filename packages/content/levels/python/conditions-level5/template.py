from player import *

for size in sizes:
    move_forward()
    # Collect only the pumpkins of size 5 or more.

# Then walk to the tray and place("pumpkin").
