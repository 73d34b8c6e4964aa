from player import *

def repeat(times):
    def decorator(func):
        def wrapper(*args):
            for i in range(times):
                func(*args)
        return wrapper
    return decorator

@repeat(5)
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
