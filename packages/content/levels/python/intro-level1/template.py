from player import *

# Walk to the carrot. Change the number of steps!
move_forward()

# Pick up the carrot you stand on.
collect()
