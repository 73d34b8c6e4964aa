from player import *
import json

plan = json.loads(read())
turn_right()
for gap in plan["gaps"]:
    move_forward(gap)
    collect(plan["crop"])
