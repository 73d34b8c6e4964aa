from player import *

# Takes every pumpkin, small ones too.
for size in sizes:
    move_forward()
    collect()
move_forward()
place("pumpkin")
