from player import *

# Both kinds of seeds in one dictionary.
seeds = {"carrot": 2}

# Collect the 5 packets, then plant each kind in its patch.
