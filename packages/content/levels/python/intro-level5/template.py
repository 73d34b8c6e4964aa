from player import *

# Put the greeting in a variable called greeting.

# Visit the three islanders and speak(greeting) to each.
