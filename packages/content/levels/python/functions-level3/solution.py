from player import *

def visit(steps, name):
    move_forward(steps)
    turn_left()
    speak("Hi, " + name + "!")
    turn_right()

visit(2, "Ada")
visit(3, "Bo")
visit(1, "Cy")
visit(4, "Dee")
