from player import *
import asyncio

async def fish(delay, steps):
    # sleep first, then walk and collect
    move_forward(steps)

async def main():
    await asyncio.gather(fish(0.3, 2), fish(0.1, 1), fish(0.2, 3))

asyncio.run(main())
