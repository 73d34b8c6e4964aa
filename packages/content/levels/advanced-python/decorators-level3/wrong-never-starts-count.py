from player import *

# wrapper.calls never got a first value: += 1 has nothing to add to.
def counted(func):
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return func(*args, **kwargs)
    return wrapper

@counted
def hop(steps):
    move_forward(steps)
    collect()

for gap in [1, 2, 1, 3, 4]:
    hop(gap)
visits = hop.calls
