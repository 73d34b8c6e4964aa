from player import *

basket = []
# Collect the order from A to Z, keeping each vegetable in basket.

# Then tell the chef how many: len(basket)
