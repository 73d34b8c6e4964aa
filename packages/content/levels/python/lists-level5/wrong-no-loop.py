from player import *

# Every fruit by hand: 11 lines.
move_forward()
collect("apple")
move_forward()
collect("banana")
move_forward()
collect("cherry")
move_forward()
collect("pear")
move_forward()
collect("plum")
