from player import *
import json

# "A apple" is not what Ada expects.
orders = json.loads(orders_json)
for order in orders:
    move_forward(order["steps"])
    turn_left()
    speak("A " + order["gift"] + " for " + order["name"])
    turn_right()
