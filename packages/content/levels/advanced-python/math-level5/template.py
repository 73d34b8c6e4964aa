from player import *
from fractions import Fraction

def left(slices):
    # 1 minus the sum of the slices, as Fractions
    pass

pie_left = str(left(pie))
