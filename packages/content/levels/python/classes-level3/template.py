from player import *

class Friend:
    def __init__(self, name, steps):
        # Remember name and steps on self.
        pass

    def visit(self):
        # Walk, face the friend, say hello, face the road.
        pass

ada = Friend("Ada", 2)
