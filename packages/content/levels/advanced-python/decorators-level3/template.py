from player import *

def counted(func):
    def wrapper(*args, **kwargs):
        # count, then call func
        pass
    wrapper.calls = 0
    return wrapper

def hop(steps):
    move_forward(steps)
    collect()

for gap in [1, 2, 1, 3, 4]:
    hop(gap)
