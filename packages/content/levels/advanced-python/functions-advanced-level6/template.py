from player import *

useful = filter(lambda h: h > 0, half_gaps)
for gap in map(lambda h: h // 2, useful):
    move_forward(gap)
