from player import *
import asyncio

async def walker():
    for step in range(6):
        move_forward()

async def picker():
    for step in range(6):
        collect()

async def main():
    await asyncio.gather(walker(), picker())

asyncio.run(main())
