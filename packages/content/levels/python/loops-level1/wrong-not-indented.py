from player import *

# collect() is not indented, so it runs once, after the loop.
for step in range(7):
    move_forward()
collect()
