from player import *

# wrapper(words) needs one value, but look() gives none.
def facing_left(func):
    def wrapper(words):
        turn_left()
        func(words)
        turn_right()
    return wrapper

@facing_left
def greet(words):
    speak(words)

@facing_left
def look():
    read()

move_forward(2)
greet("Good morning!")
move_forward(3)
look()
move_forward(4)
greet("See you at noon!")
