from player import *

# Everything by hand: far too many lines.
basket = ["carrot", "onion", "pepper", "tomato"]
move_forward()
collect("carrot")
move_forward()
collect("onion")
move_forward()
collect("pepper")
move_forward()
collect("tomato")
move_forward()
speak(len(basket))
