from player import *
import random

# Seeding every time restarts the dice: every gap is the same.
for roll in range(5):
    random.seed(7)
    move_forward(random.randint(1, 3))
    collect()
