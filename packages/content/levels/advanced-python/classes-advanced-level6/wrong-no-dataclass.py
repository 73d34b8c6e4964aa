from player import *

# A plain class with only field names: Stop(2, "Hi, Rex!") is an error.
class Stop:
    steps: int
    words: str

route = [Stop(2, "Hi, Rex!"), Stop(3, "Hi, Max!"), Stop(4, "Hi, Sam!")]
for stop in route:
    move_forward(stop.steps)
    turn_left()
    speak(stop.words)
    turn_right()
same = str(route[0] == Stop(2, "Hi, Rex!"))
