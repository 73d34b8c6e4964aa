from player import *

seeds = {"carrot": 0, "tomato": 0}
for kind in row:
    move_forward()
    collect()
    # Count this kind.

# Plant each kind: loop over the dictionary.
