from player import *

# Two jobs swapped: the rabbit tries to open a sapling.

class Task:
    def __init__(self, steps, job):
        self.steps = steps
        self.job = job

    def do(self):
        move_forward(self.steps)
        turn_left()
        if self.job == "water":
            water()
        elif self.job == "greet":
            speak("Hello!")
        else:
            open()
        turn_right()

collect()
tasks = [Task(2, "water"), Task(2, "greet"), Task(1, "open"), Task(3, "water"), Task(2, "greet")]
for task in tasks:
    task.do()
