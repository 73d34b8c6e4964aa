from player import *

# 3 nests, 4 eggs in each.
eggs = 0

# Collect the nests, then place(eggs) on the tray.
