from player import *

def hop(*gaps):
    # walk each gap and collect
    pass

hop(1, 3)
