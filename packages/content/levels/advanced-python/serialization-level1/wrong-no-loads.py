from player import *

# orders_json is text: looping over it gives single characters.
for order in orders_json:
    move_forward(order["steps"])
    turn_left()
    article = "An" if order["gift"][0] in "aeiou" else "A"
    speak(article + " " + order["gift"] + " for " + order["name"])
    turn_right()
