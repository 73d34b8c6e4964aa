from player import *

# Walk to the X mark and face Farmer Oak.

# Then say: Good morning!
