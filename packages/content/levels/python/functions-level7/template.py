from player import *

def logs_for(bridges):
    # Each bridge costs 4 logs.
    return 0

def cross():
    # Build a bridge and walk over it.
    build("bridge")

needed = logs_for(2)
