from player import *

message = read()
turn_right()
for part in message.split("-"):
    move_forward(int(part))
    collect()
