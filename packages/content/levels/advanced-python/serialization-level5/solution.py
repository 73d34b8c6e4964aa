from player import *
from dataclasses import dataclass, asdict
import json

@dataclass
class Game:
    steps: int
    basket: list

game = Game(**json.loads(save_file))
for treasure in ["gem", "coin"]:
    move_forward(game.steps)
    collect()
    game.basket.append(treasure)
saved = json.dumps(asdict(game))
