from player import *

for size in sizes:
    move_forward()
    if size >= 5:
        collect()
move_forward()
place("pumpkin")
