from player import *
import statistics

average = statistics.mean(scores)
