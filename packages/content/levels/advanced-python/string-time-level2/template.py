from player import *

message = read()
turn_right()
