from player import *

# next(distances()) starts a new generator every time: it is always 3.
def distances():
    yield 3
    yield 4
    yield 2

move_forward(next(distances()))
turn_left()
speak("Good morning!")
turn_right()
move_forward(next(distances()))
collect()
move_forward(next(distances()))
turn_left()
speak("Here is an egg!")
