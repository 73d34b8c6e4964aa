from player import *

# Bo gets the default Hello: he wanted Welcome back.
def visit(steps, name, words="Hello"):
    move_forward(steps)
    turn_left()
    speak(words + ", " + name + "!")
    turn_right()

visit(2, "Ada")
visit(3, "Bo")
visit(3, "Cy")
