from player import *

# Without :.2f the price shows as 1.5, not 1.50.
for name, eggs, steps in orders:
    move_forward(steps)
    turn_left()
    speak(f"{name}, your {eggs} eggs cost {eggs * 0.5}")
    turn_right()
