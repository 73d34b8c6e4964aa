from player import *
from dataclasses import dataclass, asdict
import json

@dataclass
class Game:
    steps: int
    basket: list

game = Game(**json.loads(save_file))
