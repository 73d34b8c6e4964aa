from player import *
import json

# The key is "gaps", not "gap".
plan = json.loads(read())
turn_right()
for gap in plan["gap"]:
    move_forward(gap)
    collect(plan["crop"])
