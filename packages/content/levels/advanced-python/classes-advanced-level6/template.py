from player import *
from dataclasses import dataclass

# @dataclass class Stop with steps and words

route = [Stop(2, "Hi, Rex!"), Stop(3, "Hi, Max!"), Stop(4, "Hi, Sam!")]
