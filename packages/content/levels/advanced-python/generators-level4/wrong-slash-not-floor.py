from player import *

# h / 2 is a decimal like 2.0: move_forward needs a whole number.
for gap in (h / 2 for h in half_steps):
    move_forward(gap)
    collect()
total = sum(h // 2 for h in half_steps)
