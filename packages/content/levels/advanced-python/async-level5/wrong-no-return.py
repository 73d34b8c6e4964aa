from player import *
import asyncio

# pick returns nothing, so basket is [None, None, None].
async def pick(fruit, delay, steps):
    await asyncio.sleep(delay)
    move_forward(steps)
    collect(fruit)

async def main():
    return await asyncio.gather(pick("plum", 0.3, 2), pick("apple", 0.1, 1), pick("pear", 0.2, 3))

basket = asyncio.run(main())
first = basket[0]
