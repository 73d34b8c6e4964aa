from player import *
from datetime import date

today_day = date.fromisoformat(today)
fair_day = date.fromisoformat(fair)
