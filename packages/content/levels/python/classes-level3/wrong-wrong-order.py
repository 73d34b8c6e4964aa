from player import *

# The values are given in the wrong order: name gets the number.

class Friend:
    def __init__(self, name, steps):
        self.name = name
        self.steps = steps

    def visit(self):
        move_forward(self.steps)
        turn_left()
        speak("Hello, " + self.name + "!")
        turn_right()

ada = Friend(2, "Ada")
bo = Friend(3, "Bo")
cy = Friend(4, "Cy")

ada.visit()
bo.visit()
cy.visit()
