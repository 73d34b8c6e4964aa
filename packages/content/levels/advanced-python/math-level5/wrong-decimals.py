from player import *

# Decimals are not exact: 1 - (0.5 + 0.25 + 0.1666...) is 0.08333333333333337, not 1/12.
def left(slices):
    total = 0
    for s in slices:
        top, bottom = s.split("/")
        total += int(top) / int(bottom)
    return 1 - total

pie_left = str(left(pie))
move_forward(3)
turn_left()
speak(pie_left + " is left")
turn_right()
move_forward(4)
turn_left()
speak(str(left(cake)) + " is left")
