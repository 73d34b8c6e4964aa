from player import *
from datetime import date

# %a gives the short name "Tue".
today_day = date.fromisoformat(today)
fair_day = date.fromisoformat(fair)
days = (fair_day - today_day).days
move_forward(days)
collect()
turn_left()
speak("The fair is on " + fair_day.strftime("%a"))
