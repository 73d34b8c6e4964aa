from player import *

for name, eggs, steps in orders:
    move_forward(steps)
    turn_left()
    speak(f"{name}, your {eggs} eggs cost {eggs * 0.5:.2f}")
    turn_right()
