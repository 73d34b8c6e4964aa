from player import *
import statistics

average = statistics.mean(scores)
middle = statistics.median(scores)
move_forward(average)
collect()
move_forward(middle)
collect()
turn_left()
speak("Your average is " + str(average))
