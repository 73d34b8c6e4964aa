from player import *
from fractions import Fraction

# This is what was eaten, not what is left.
def left(slices):
    return sum(Fraction(s) for s in slices)

pie_left = str(left(pie))
move_forward(3)
turn_left()
speak(pie_left + " is left")
turn_right()
move_forward(4)
turn_left()
speak(str(left(cake)) + " is left")
