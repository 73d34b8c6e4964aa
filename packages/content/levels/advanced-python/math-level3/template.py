from player import *
import random

for roll in range(5):
    move_forward(random.randint(1, 3))
    collect()
