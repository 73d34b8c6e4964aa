from player import *

# A dictionary: the key "carrot" and the number of packets.
seeds = {}

# Collect the packets, then plant(seeds, "carrot") at the patch.
