from player import *

def repeat(times):
    def decorator(func):
        def wrapper(*args):
            # run func times times
            pass
        return wrapper
    return decorator

@repeat(5)
def row():
    move_forward()
    collect()
