from player import *

# The wrapper never turns back: the next walk leaves the boardwalk.
def facing_left(func):
    def wrapper(*args):
        turn_left()
        func(*args)
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
