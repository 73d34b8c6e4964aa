from player import *
import asyncio

# await outside an async function is a syntax error.
async def hop(steps):
    move_forward(steps)
    collect()

for gap in [2, 3, 1, 4]:
    await hop(gap)
