from player import *

def visit(steps, name, words="Hello"):
    move_forward(steps)
    turn_left()
    speak(words + ", " + name + "!")
    turn_right()

visit(2, "Ada")
visit(3, "Bo", words="Welcome back")
visit(3, "Cy")
