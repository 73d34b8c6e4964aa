from player import *
from fractions import Fraction

def left(slices):
    return 1 - sum(Fraction(s) for s in slices)

pie_left = str(left(pie))
move_forward(3)
turn_left()
speak(pie_left + " is left")
turn_right()
move_forward(4)
turn_left()
speak(str(left(cake)) + " is left")
