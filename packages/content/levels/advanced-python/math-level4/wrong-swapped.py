from player import *
import statistics

# Median first: the rabbit stops on an empty tile.
average = statistics.median(scores)
middle = statistics.mean(scores)
move_forward(average)
collect()
move_forward(middle)
collect()
turn_left()
speak("Your average is " + str(average))
