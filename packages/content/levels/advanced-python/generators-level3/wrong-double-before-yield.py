from player import *

# Doubling before yielding hands out 2, 4, 8, 16: the first jump is too long.
def jumps():
    size = 1
    while size <= 8:
        size *= 2
        yield size

for size in jumps():
    move_forward(size)
    collect()
