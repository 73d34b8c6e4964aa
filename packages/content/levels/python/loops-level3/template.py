from player import *

# Push the rock and follow it, 4 times.
for shove in range(4):
    push()
