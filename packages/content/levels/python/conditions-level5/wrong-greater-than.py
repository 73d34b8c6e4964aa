from player import *

# > leaves out the pumpkin of size 5 exactly.
for size in sizes:
    move_forward()
    if size > 5:
        collect()
move_forward()
place("pumpkin")
