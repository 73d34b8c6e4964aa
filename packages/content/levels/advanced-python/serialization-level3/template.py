from player import *
import json

found = ["egg", "milk", "egg", "egg", "milk"]
counts = {}
for thing in found:
    move_forward()
    collect()
    counts[thing] = counts.get(thing, 0) + 1
