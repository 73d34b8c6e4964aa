from player import *

# Splitting by hand reads the header line too: int("steps") fails.
for line in table.split("\n"):
    name, steps, fruit = line.split(",")
    move_forward(int(steps))
    turn_left()
    speak(fruit + " for " + name)
    turn_right()
