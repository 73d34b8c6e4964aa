from player import *

# Every guest by hand: too many lines.
move_forward()
turn_left()
speak("apple")
turn_right()
move_forward()
move_forward()
turn_left()
speak("pear")
turn_right()
move_forward()
move_forward()
turn_left()
speak("plum")
turn_right()
move_forward()
