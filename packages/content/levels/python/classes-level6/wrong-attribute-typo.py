from player import *

# job without self. is not the task's job: Python does not know it.

class Task:
    def __init__(self, steps, job):
        self.steps = steps
        self.job = job

    def do(self):
        move_forward(self.steps)
        turn_left()
        if job == "water":
            water()
        elif self.job == "greet":
            speak("Hello!")
        else:
            open()
        turn_right()

collect()
tasks = [Task(2, "water"), Task(2, "greet"), Task(1, "water"), Task(3, "open"), Task(2, "greet")]
for task in tasks:
    task.do()
