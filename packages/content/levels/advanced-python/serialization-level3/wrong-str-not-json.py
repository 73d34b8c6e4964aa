from player import *

# str() writes single quotes: {'egg': 3, 'milk': 2} is not JSON.
found = ["egg", "milk", "egg", "egg", "milk"]
counts = {}
for thing in found:
    move_forward()
    collect()
    counts[thing] = counts.get(thing, 0) + 1
report = str(counts)
move_forward(3)
turn_left()
write(report)
