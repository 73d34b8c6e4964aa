from player import *

# Looping over the text gives "2", "-", "3"...: int("-") fails.
message = read()
turn_right()
for part in message:
    move_forward(int(part))
    collect()
