from player import *
import json

orders = json.loads(orders_json)
for order in orders:
    move_forward(order["steps"])
