from player import *

for number, name in enumerate(queue, 1):
    move_forward(2)
