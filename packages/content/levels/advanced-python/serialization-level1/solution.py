from player import *
import json

orders = json.loads(orders_json)
for order in orders:
    move_forward(order["steps"])
    turn_left()
    article = "An" if order["gift"][0] in "aeiou" else "A"
    speak(article + " " + order["gift"] + " for " + order["name"])
    turn_right()
