from player import *
import asyncio

# main() only makes the coroutine: nobody runs it.
async def main():
    move_forward(4)
    collect()
    move_forward(4)
    turn_left()
    open()

main()
