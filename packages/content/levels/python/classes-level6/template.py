from player import *

class Task:
    def __init__(self, steps, job):
        self.steps = steps
        self.job = job

    def do(self):
        # Walk, face the job, do it, face the path.
        pass

collect()
