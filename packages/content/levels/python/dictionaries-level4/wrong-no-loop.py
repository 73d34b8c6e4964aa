from player import *

# Every fruit by hand: too many lines.
basket = {"apple": 4, "pear": 3}
move_forward()
collect("apple")
move_forward()
collect("pear")
move_forward()
collect("apple")
move_forward()
collect("apple")
move_forward()
collect("pear")
move_forward()
collect("apple")
move_forward()
collect("pear")
