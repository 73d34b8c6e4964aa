from player import *

# The values are never stored on self, so visit() cannot find self.steps.

class Friend:
    def __init__(self, name, steps):
        name = name
        steps = steps

    def visit(self):
        move_forward(self.steps)
        turn_left()
        speak("Hello, " + self.name + "!")
        turn_right()

ada = Friend("Ada", 2)
bo = Friend("Bo", 3)
cy = Friend("Cy", 4)

ada.visit()
bo.visit()
cy.visit()
