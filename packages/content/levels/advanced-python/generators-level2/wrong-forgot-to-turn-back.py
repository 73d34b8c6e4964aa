from player import *

# After greeting the farmer the rabbit still faces him, and walks off the road.
def distances():
    yield 3
    yield 4
    yield 2

road = distances()
move_forward(next(road))
turn_left()
speak("Good morning!")
move_forward(next(road))
collect()
move_forward(next(road))
turn_left()
speak("Here is an egg!")
