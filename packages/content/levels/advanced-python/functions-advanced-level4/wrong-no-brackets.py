from player import *

# moves[letter] only finds the function; without () it never runs.
moves = {"F": move_forward, "J": lambda: move_forward(2), "L": turn_left, "R": turn_right}
for letter in card:
    moves[letter]
collect()
