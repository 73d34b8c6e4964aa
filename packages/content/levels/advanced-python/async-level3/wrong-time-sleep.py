from player import *
import asyncio
import time

# time.sleep blocks everything: nothing else runs meanwhile, so the order stays the listed one.
async def fish(delay, steps):
    time.sleep(delay)
    move_forward(steps)
    collect()

async def main():
    await asyncio.gather(fish(0.3, 2), fish(0.1, 1), fish(0.2, 3))

asyncio.run(main())
