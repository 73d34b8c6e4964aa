from player import *

# return wrapper() calls the wrapper at once, without steps.
trail = []

def logged(func):
    def wrapper(steps):
        trail.append(steps)
        func(steps)
    return wrapper()

@logged
def hop(steps):
    move_forward(steps)
    collect()

for gap in [2, 3, 1, 4]:
    hop(gap)
