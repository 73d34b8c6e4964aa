from player import *

# The wrapper logs but never calls func: the rabbit does not move.
trail = []

def logged(func):
    def wrapper(steps):
        trail.append(steps)
    return wrapper

@logged
def hop(steps):
    move_forward(steps)
    collect()

for gap in [2, 3, 1, 4]:
    hop(gap)
