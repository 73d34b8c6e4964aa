from player import *

# orders holds each guest and their fruit.
for name, fruit in orders.items():
    move_forward()
