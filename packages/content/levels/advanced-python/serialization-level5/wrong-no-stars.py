from player import *
from dataclasses import dataclass, asdict
import json

# Game(data) passes the whole dictionary as steps: the basket is missing.
@dataclass
class Game:
    steps: int
    basket: list

game = Game(json.loads(save_file))
for treasure in ["gem", "coin"]:
    move_forward(game.steps)
    collect()
    game.basket.append(treasure)
saved = json.dumps(asdict(game))
