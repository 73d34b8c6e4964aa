from player import *
from functools import wraps

# @wraps needs to know which function to copy from: @wraps(func).
trail = []

def logged(func):
    @wraps
    def wrapper(*args):
        trail.append(func.__name__)
        return func(*args)
    return wrapper

@logged
def hop(steps):
    move_forward(steps)
    collect()

for gap in [2, 2, 3, 2]:
    hop(gap)
name = hop.__name__
