from player import *

class Picker:
    def hop(self, steps):
        move_forward(steps)
        collect()

class CountingPicker(Picker):
    def __init__(self):
        self.count = 0

    # override hop: let the parent hop, then count

picker = CountingPicker()
