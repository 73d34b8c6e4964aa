from player import *

# finally runs every time: found ends at 9.
found = 0
for tile in range(9):
    move_forward()
    try:
        collect()
    except ObjectError:
        pass
    finally:
        found += 1
