from player import *
import asyncio

# Without sleeping, the jobs run in the listed order: 2 steps first, and no fish there.
async def fish(delay, steps):
    move_forward(steps)
    collect()

async def main():
    await asyncio.gather(fish(0.3, 2), fish(0.1, 1), fish(0.2, 3))

asyncio.run(main())
