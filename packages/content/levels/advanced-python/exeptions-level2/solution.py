from player import *

found = 0
for tile in range(9):
    move_forward()
    try:
        collect()
    except ObjectError:
        pass
    else:
        found += 1
