from player import *
import random

# Seed 8 rolls different numbers.
random.seed(8)
for roll in range(5):
    move_forward(random.randint(1, 3))
    collect()
