from player import *

move_forward(3)
collect()
