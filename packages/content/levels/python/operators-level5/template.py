from player import *

apples = 17
# Share the apples between 5 baskets: each, and left over.

# Collect the crate, then tell Farmer Ash and Rosie.
