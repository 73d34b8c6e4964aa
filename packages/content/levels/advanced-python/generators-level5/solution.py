from player import *

def gaps():
    a, b = 1, 1
    while True:
        yield a
        a, b = b, a + b

caught = 0
for gap in gaps():
    move_forward(gap)
    collect()
    caught += 1
    if caught == 5:
        break
turn_left()
speak("Five fish!")
