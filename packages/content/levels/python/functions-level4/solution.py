from player import *

def price(apples):
    return apples * 2

move_forward(2)
turn_right()
speak(price(3))
turn_left()
move_forward(3)
turn_right()
speak(price(5))
turn_left()
move_forward(3)
turn_right()
speak(price(4))

total = price(3) + price(5) + price(4)
