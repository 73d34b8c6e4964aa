from player import *
import json

# write() needs text: a dictionary is not a message.
found = ["egg", "milk", "egg", "egg", "milk"]
counts = {}
for thing in found:
    move_forward()
    collect()
    counts[thing] = counts.get(thing, 0) + 1
report = counts
move_forward(3)
turn_left()
write(report)
