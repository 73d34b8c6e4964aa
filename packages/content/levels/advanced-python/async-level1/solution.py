from player import *
import asyncio

async def main():
    move_forward(4)
    collect()
    move_forward(4)
    turn_left()
    open()

asyncio.run(main())
