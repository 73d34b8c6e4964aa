from player import *

# move_forward(2) runs while the dictionary is made: "J" holds None, not a function.
moves = {"F": move_forward, "J": move_forward(2), "L": turn_left, "R": turn_right}
for letter in card:
    moves[letter]()
collect()
