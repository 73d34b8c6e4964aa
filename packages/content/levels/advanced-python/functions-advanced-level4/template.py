from player import *

moves = {"F": move_forward, "L": turn_left}
for letter in card:
    moves[letter]()
