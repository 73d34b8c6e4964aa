from player import *
from dataclasses import dataclass, asdict
import json

# json.dumps cannot write a Game object: it needs asdict first.
@dataclass
class Game:
    steps: int
    basket: list

game = Game(**json.loads(save_file))
for treasure in ["gem", "coin"]:
    move_forward(game.steps)
    collect()
    game.basket.append(treasure)
saved = json.dumps(game)
