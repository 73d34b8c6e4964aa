from player import *

logs = 10
# How many logs are left after the bridge takes 4?
left = logs

# Collect the pile, build the bridge, then place(left) on the shelf.
