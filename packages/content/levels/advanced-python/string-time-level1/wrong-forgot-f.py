from player import *

# No f before the quotes: the braces are said as they are.
for name, eggs, steps in orders:
    move_forward(steps)
    turn_left()
    speak("{name}, your {eggs} eggs cost {eggs * 0.5:.2f}")
    turn_right()
