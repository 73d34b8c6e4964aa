from player import *
from dataclasses import dataclass

@dataclass
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
