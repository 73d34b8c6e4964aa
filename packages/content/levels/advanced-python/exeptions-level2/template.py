from player import *

found = 0
for tile in range(9):
    move_forward()
    try:
        collect()
    except ObjectError:
        pass
    # add an else: part that counts the egg
