from player import *

# The sign points the wrong way: takes the small ones.
for size in sizes:
    move_forward()
    if size < 5:
        collect()
move_forward()
place("pumpkin")
