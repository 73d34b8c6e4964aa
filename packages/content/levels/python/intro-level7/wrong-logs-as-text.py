from player import *

# Everything works, but logs holds the word "four", not the number 4.
logs = "four"
structure = "bridge"

move_forward()
collect()
move_forward()
collect()
move_forward()
collect()
move_forward()
collect()

turn_right()
move_forward(4)
build(structure)
move_forward(4)
collect()
