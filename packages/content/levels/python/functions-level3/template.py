from player import *

def visit(steps, name):
    move_forward(steps)
    # Face the friend, say hi with their name, face the boardwalk.

visit(2, "Ada")
