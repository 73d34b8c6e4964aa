from player import *
import asyncio

# hop(gap) without await makes a coroutine that never runs.
async def hop(steps):
    move_forward(steps)
    collect()

async def main():
    for gap in [2, 3, 1, 4]:
        hop(gap)

asyncio.run(main())
