from player import *

# Taking the day numbers from the text ignores the new month: 1 - 25 is -24.
days = int(fair[-2:]) - int(today[-2:])
move_forward(days)
collect()
turn_left()
speak("The fair is on Tuesday")
