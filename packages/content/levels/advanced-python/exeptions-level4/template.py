from player import *

turns = 0
while turns < 3:
    try:
        move_forward()
        collect()
