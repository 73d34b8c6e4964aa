from player import *
import csv
import io

# row["steps"] is the text "2": move_forward needs a number.
for row in csv.DictReader(io.StringIO(table)):
    move_forward(row["steps"])
    turn_left()
    speak(row["fruit"] + " for " + row["name"])
    turn_right()
