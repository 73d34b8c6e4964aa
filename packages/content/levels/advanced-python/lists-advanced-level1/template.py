from player import *

shouts = [name for name in friends]
for shout in shouts:
    move_forward(3)
