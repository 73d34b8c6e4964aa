from player import *

# The check comes before collecting: the fifth fish is left behind.
def gaps():
    a, b = 1, 1
    while True:
        yield a
        a, b = b, a + b

caught = 0
for gap in gaps():
    move_forward(gap)
    if caught == 4:
        break
    collect()
    caught += 1
turn_left()
speak("Five fish!")
