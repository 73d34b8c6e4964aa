from player import *

# A number and a word in two variables.
logs = 4
structure = "bridge"

# Collect the logs, build the bridge, fetch the carrot.
