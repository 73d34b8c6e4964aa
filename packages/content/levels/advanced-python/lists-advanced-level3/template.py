from player import *

for name, gift in zip(friends, gifts):
    move_forward(2)
