from player import *

def facing_left(func):
    def wrapper(*args):
        # turn, call, turn back
        pass
    return wrapper

def greet(words):
    speak(words)

def look():
    read()

move_forward(2)
greet("Good morning!")
