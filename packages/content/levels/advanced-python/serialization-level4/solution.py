from player import *
import csv
import io

for row in csv.DictReader(io.StringIO(table)):
    move_forward(int(row["steps"]))
    turn_left()
    speak(row["fruit"] + " for " + row["name"])
    turn_right()
