from player import *

def visit(steps, name, words="Hello"):
    move_forward(steps)
    # face the friend, speak, face the boardwalk

visit(2, "Ada")
