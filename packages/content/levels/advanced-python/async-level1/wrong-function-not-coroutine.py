from player import *
import asyncio

# asyncio.run needs main() with brackets: a coroutine, not the function.
async def main():
    move_forward(4)
    collect()
    move_forward(4)
    turn_left()
    open()

asyncio.run(main)
