from player import *

apples = 17
each = apples // 5
left = apples % 5

move_forward(2)
turn_left()
collect()
turn_right()

move_forward(3)
turn_left()
speak(each)
turn_right()

move_forward(3)
turn_right()
speak(left)
