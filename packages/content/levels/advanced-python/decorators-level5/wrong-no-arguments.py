from player import *

# @repeat without a number: row becomes the inner decorator, which needs a function.
def repeat(times):
    def decorator(func):
        def wrapper(*args):
            for i in range(times):
                func(*args)
        return wrapper
    return decorator

@repeat
def row():
    move_forward()
    collect()

@repeat(3)
def column():
    move_forward()
    collect()

row()
turn_left()
column()
