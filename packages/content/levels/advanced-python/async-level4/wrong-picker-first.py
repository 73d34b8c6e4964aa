from player import *
import asyncio

# picker goes first: it tries to collect before the first step.
async def walker():
    for step in range(6):
        move_forward()
        await asyncio.sleep(0)

async def picker():
    for step in range(6):
        collect()
        await asyncio.sleep(0)

async def main():
    await asyncio.gather(picker(), walker())

asyncio.run(main())
