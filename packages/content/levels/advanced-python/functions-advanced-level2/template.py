from player import *

def hop(*gaps):
    # walk each gap and collect

hop(1, 3)
