from player import *
import asyncio

async def hop(steps):
    move_forward(steps)
    collect()

async def main():
    for gap in [2, 3, 1, 4]:
        await hop(gap)

asyncio.run(main())
