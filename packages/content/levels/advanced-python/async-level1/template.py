from player import *
import asyncio

async def main():
    move_forward(4)
    # collect, walk, turn, open

asyncio.run(main())
