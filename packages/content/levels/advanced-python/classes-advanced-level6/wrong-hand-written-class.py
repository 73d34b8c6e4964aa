from player import *

# Writing __init__ by hand gives no __eq__: two separate stops are not equal, so same is "False".
class Stop:
    def __init__(self, steps, words):
        self.steps = steps
        self.words = words

route = [Stop(2, "Hi, Rex!"), Stop(3, "Hi, Max!"), Stop(4, "Hi, Sam!")]
for stop in route:
    move_forward(stop.steps)
    turn_left()
    speak(stop.words)
    turn_right()
same = str(route[0] == Stop(2, "Hi, Rex!"))
