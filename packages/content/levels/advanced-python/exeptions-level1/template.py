from player import *

for corner in range(3):
    try:
        move_forward(20)
    # catch the bump: collect, then turn right
