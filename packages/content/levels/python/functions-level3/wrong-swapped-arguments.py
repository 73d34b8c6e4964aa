from player import *

# The values are given in the wrong order: steps gets "Ada".
def visit(steps, name):
    move_forward(steps)
    turn_left()
    speak("Hi, " + name + "!")
    turn_right()

visit("Ada", 2)
visit("Bo", 3)
visit("Cy", 1)
visit("Dee", 4)
