from player import *
import json

plan = json.loads(read())
turn_right()
