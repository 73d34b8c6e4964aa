from player import *
import asyncio

# No await in the loops: walker walks all 6 steps, then picker collects on one tile.
async def walker():
    for step in range(6):
        move_forward()

async def picker():
    for step in range(6):
        collect()

async def main():
    await asyncio.gather(walker(), picker())

asyncio.run(main())
