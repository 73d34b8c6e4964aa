from player import *

# No break: after the fifth fish the rabbit jumps 8 more tiles, off the jetty.
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
turn_left()
speak("Five fish!")
