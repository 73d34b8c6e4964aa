from player import *

trail = []

def logged(func):
    def wrapper(steps):
        # write steps into trail, then do the real hop
        pass
    return wrapper

def hop(steps):
    move_forward(steps)
    collect()

for gap in [2, 3, 1, 4]:
    hop(gap)
