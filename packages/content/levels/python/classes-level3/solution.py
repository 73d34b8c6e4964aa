from player import *

class Friend:
    def __init__(self, name, steps):
        self.name = name
        self.steps = steps

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
