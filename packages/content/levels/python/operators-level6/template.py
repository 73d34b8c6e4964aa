from player import *

# All the planks, and what is left after two chicken houses.
total = 0
left = 0

# Collect, build twice, then place(left) on the shelf.
