from player import *

for step in range(7):
    move_forward()
    collect()
