from player import *

# The list guests is ready for you. Pick the first and the last guest.
first = ""
last = ""

# Greet them: "Hello, " + name + "!"
