import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createState, step, type Command, type GameEvent } from '@codehop/engine';
import { createNodeRunner, runLevel } from './node-host.ts';
import type { RunnerHost } from './runner-host.ts';
import type { RunnerEvent } from './runner-event.ts';
import { drawnLevel, ROOM, talkingLevel } from './test-levels.ts';

let runner: RunnerHost;

beforeAll(async () => {
  runner = createNodeRunner();
  await runner.ready();
});

afterAll(() => runner.close());

const play = (level: Parameters<typeof runLevel>[0], code: string, options: Parameters<typeof runLevel>[2] = {}) =>
  runLevel(level, code, { runner, ...options });

function withoutLine(events: readonly RunnerEvent[]): unknown[] {
  return events.map(({ line: _line, ...event }) => event);
}

describe('every command reaches the engine', () => {
  // Whatever the engine answers to a command played directly, Python must produce the same.
  it.each<[string, Command]>([
    ['move_forward()', { type: 'move_forward', steps: 1 }],
    ['move_forward(3)', { type: 'move_forward', steps: 3 }],
    ['turn_left()', { type: 'turn_left' }],
    ['turn_right()', { type: 'turn_right' }],
    ['push()', { type: 'push' }],
    ['speak("Hello")', { type: 'speak', text: 'Hello' }],
    ['speak("Nope")', { type: 'speak', text: 'Nope' }],
    ['write("Hi there")', { type: 'write', text: 'Hi there' }],
    ['read()', { type: 'read' }],
    ['question("Is it sunny?")', { type: 'question', text: 'Is it sunny?' }],
    ['display("Open")', { type: 'display', text: 'Open' }],
    ['build("bridge")', { type: 'build', structure: 'bridge' }],
    ['water()', { type: 'water' }],
    ['collect()', { type: 'collect' }],
    ['collect("water")', { type: 'collect', item: 'water' }],
    ['open()', { type: 'open' }],
    ['close()', { type: 'close' }],
    ['place(4)', { type: 'place', what: 4 }],
    ['place("carrot")', { type: 'place', what: 'carrot' }],
    ['combine("salad")', { type: 'combine', recipe: 'salad' }],
    ['plant({"carrot": 2}, "carrot")', { type: 'plant', dictionary: { carrot: 2 }, key: 'carrot' }],
  ])('%s', async (call, command) => {
    const level = talkingLevel();
    const direct = step(createState(level), command);
    const result = await play(level, `from player import *\ntry:\n    ${call}\nexcept GameError as error:\n    print(error.code)\n`);
    expect(result.error).toBeNull();
    const expected: GameEvent[] = [...direct.events];
    const streamed = result.events.filter((event) => event.type !== 'level-completed');
    expect(withoutLine(streamed)).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(streamed.every((event) => event.line === 3)).toBe(true);
    expect(result.stdout).toBe(direct.refusal ? `${direct.refusal.code}\n` : '');
  });
});

describe('a level played through Python', () => {
  it('completes when every goal is met, with popups answered and the variable set', async () => {
    const code = `from player import *
speak("Hello")
write("Hi there")
print(question("Is it sunny?"))
print(read())
print(target)
answer = 6 * 7
`;
    const result = await play(talkingLevel(), code, { answers: ['yes'] });
    expect(result.error).toBeNull();
    expect(result.stdout).toBe('True\nWelcome to the farm\n3\n');
    expect(result.variables).toEqual({ answer: 42 });
    expect(result.completed).toBe(true);
    expect(result.events.map((event) => [event.type, event.line])).toContainEqual(['asked', 4]);
    expect(result.events.at(-1)?.type).toBe('level-completed');
  });

  it('is not complete when an assign goal does not hold', async () => {
    const result = await play(talkingLevel(), 'from player import *\nspeak("Hello")\nanswer = "42!"\n');
    expect(result.completed).toBe(false);
    expect(result.variables).toEqual({ answer: '42!' });
  });

  it('refuses code longer than maxLinesOfCode before running it', async () => {
    const level = drawnLevel(ROOM, { maxLinesOfCode: 2 });
    const result = await play(level, '# plan\nfrom player import *\nmove_forward()\nturn_left()\n');
    expect(result.error).toMatchObject({ kind: 'limit', key: 'codeEditor.exceededMaxLines' });
    expect(result.events).toEqual([]);
  });

  it('stamps the line of the learner call, not of a helper of ours', async () => {
    const code = 'from player import *\n\ndef walk(n):\n    for _ in range(n):\n        move_forward()\n\nwalk(1)\nturn_left()\n';
    const result = await play(drawnLevel(ROOM), code);
    expect(result.events.map((event) => [event.type, event.line])).toEqual([
      ['moved', 5],
      ['turned', 8],
      ['level-completed', 0],
    ]);
  });

  it('pauses on a question until the host answers, without counting the wait', async () => {
    const pauses: unknown[] = [];
    const started = performance.now();
    const result = await runner.run(
      { code: 'from player import *\nprint(question("Is it sunny?"))\n', level: talkingLevel() },
      {
        onPause: (pause) => {
          pauses.push(pause);
          setTimeout(() => runner.answer({ kind: 'no' }), 400);
        },
      },
    );
    expect(pauses).toEqual([{ kind: 'question', text: 'Is it sunny?', line: 2 }]);
    expect(result.stdout).toBe('False\n');
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(result.durationMs).toBeLessThan(performance.now() - started - 300);
  });
});

describe('game errors', () => {
  it('ends an uncaught refusal at the learner line with the hint', async () => {
    const result = await play(drawnLevel(ROOM), 'from player import *\nmove_forward()\nmove_forward()\n');
    expect(result.error).toMatchObject({
      kind: 'game',
      line: 3,
      code: 'bumped_wall',
      key: 'engine.refusal.bumped_wall',
      message: 'Bump! A wall is in the way. Turn and find another way.',
    });
    expect(result.error?.trace).toContain('File "main.py", line 3');
    expect(result.error?.trace).not.toMatch(/player\.py|<codehop>/);
  });

  it('lets a program catch a refusal by its family', async () => {
    const code = `from player import *
for _ in range(3):
    try:
        move_forward()
    except MoveError as error:
        print(type(error).__name__, isinstance(error, GameError), error.code)
        turn_left()
`;
    const result = await play(drawnLevel(ROOM), code);
    expect(result.error).toBeNull();
    expect(result.stdout).toBe('MoveError True bumped_wall\n');
  });

  it('files "nothing to collect" under ObjectError, so a program can probe a tile and carry on', async () => {
    const code = `from player import *
try:
    collect()
except ObjectError as error:
    print(type(error).__name__, error.code)
`;
    const result = await play(drawnLevel(ROOM), code);
    expect(result.error).toBeNull();
    expect(result.stdout).toBe('ObjectError nothing_to_collect\n');
  });

  it('checks arguments with a child-friendly message', async () => {
    const result = await play(drawnLevel(ROOM), 'from player import *\nmove_forward("3")\n');
    expect(result.error).toMatchObject({ kind: 'python', line: 2 });
    expect(result.error?.message).toBe('ValueError: move_forward needs a whole number of steps, like move_forward(3).');
  });

  it('stops `while True: turn_left()` at the action cap, even when refusals are caught', async () => {
    const code = 'from player import *\nwhile True:\n    try:\n        turn_left()\n    except GameError:\n        pass\n';
    const result = await play(drawnLevel(ROOM), code);
    expect(result.error).toMatchObject({ kind: 'limit', line: 4, key: 'engine.refusal.action_limit' });
    expect(result.events.filter((event) => event.type === 'turned')).toHaveLength(2000);
  });

  it('sends one refusal for the cap even when a program keeps swallowing it', async () => {
    const code = 'from player import *\nfor _ in range(5000):\n    try:\n        turn_left()\n    except BaseException:\n        pass\nprint("done")\n';
    const result = await play(drawnLevel(ROOM), code);
    expect(result.error).toBeNull();
    expect(result.stdout).toBe('done\n');
    expect(result.events.filter((event) => event.type === 'refused')).toHaveLength(1);
  });
});

describe('errors point at the learner line with a hint', () => {
  it.each([
    ['missing colon', 'x = 1\nif x > 0\n    print(x)\n', 'syntax', 2, /colon/],
    ['command without parentheses', 'from player import *\nmove_forward()\nturn_left\n', 'syntax', 3, /turn_left\(\)/],
    ['command with a space instead of parentheses', 'from player import *\nmove_forward 3\n', 'syntax', 2, /parentheses/],
    ['misspelt command', 'from player import *\nmove_foward()\n', 'python', 2, /Did you mean move_forward\(\)\?/],
    ['forgotten import', 'move_forward()\n', 'python', 1, /from player import \*/],
    ['misspelt variable', 'carrots = 3\nprint(carots)\n', 'python', 2, /Did you mean carrots\?/],
  ])('%s', async (_name, code, kind, line, hint) => {
    const result = await play(drawnLevel(ROOM), code);
    expect(result.error).toMatchObject({ kind, line });
    expect(result.error?.hint).toMatch(hint);
  });

  it('reports the innermost learner frame of a runtime error and trims our frames', async () => {
    const code = 'def share(total, people):\n    return total / people\n\nprint(share(6, 2))\nprint(share(1, 0))\n';
    const result = await play(null, code);
    expect(result.stdout).toBe('3.0\n');
    expect(result.error).toMatchObject({ kind: 'python', line: 2, message: 'ZeroDivisionError: division by zero' });
    expect(result.error?.trace.startsWith('Traceback (most recent call last):\n  File "main.py", line 5')).toBe(true);
  });
});

function cpython(code: string, input = ''): string {
  const result = spawnSync('python3', ['-c', code], { input, encoding: 'utf8' });
  return result.stdout;
}

const hasPython = spawnSync('python3', ['--version']).status === 0;

describe.skipIf(!hasPython)('plain Python prints what CPython prints', () => {
  it.each([
    ['print', 'print("a", 1, 2.5, None, sep="-", end="!\\n")\nprint("héllo 🐰")\nprint()\n'],
    ['loops and f-strings', 'for i in range(3):\n    print(f"{i:>3}|{i*i:03d}")\n'],
    ['dicts and sorting', 'd = {"b": 2, "a": 1}\nprint(sorted(d.items()), {**d, "c": 3})\n'],
    ['exceptions caught', 'try:\n    int("x")\nexcept ValueError as e:\n    print("caught", e)\n'],
    ['generators', 'def g():\n    yield from range(3)\n    return 9\nprint(list(g()), sum(x * x for x in g()))\n'],
    ['input', 'name = input("Name? ")\nprint("Hi", name)\n'],
  ])('%s', async (_name, code) => {
    const result = await play(null, code, { input: ['Ann'] });
    expect(result.error).toBeNull();
    expect(result.stdout).toBe(cpython(code, 'Ann\n'));
  });

  it.each([
    [
      'gather and sleep',
      `import asyncio
async def worker(name, delay):
    await asyncio.sleep(delay)
    print("done", name)
    return name
async def main():
    print(await asyncio.gather(worker("a", 0.03), worker("b", 0.01), worker("c", 0.02)))
asyncio.run(main())
`,
    ],
    [
      'queues',
      `import asyncio
async def producer(queue):
    for i in range(4):
        await queue.put(i)
        print("put", i)
    await queue.put(None)
async def consumer(queue):
    while (item := await queue.get()) is not None:
        print("got", item)
        await asyncio.sleep(0)
async def main():
    queue = asyncio.Queue(maxsize=2)
    await asyncio.gather(producer(queue), consumer(queue))
asyncio.run(main())
`,
    ],
    [
      'wait_for and tasks',
      `import asyncio
async def slow():
    await asyncio.sleep(1)
    return "slow"
async def main():
    try:
        await asyncio.wait_for(slow(), timeout=0.05)
    except TimeoutError:
        print("too slow")
    task = asyncio.create_task(asyncio.sleep(0.01, result="task"))
    print("before")
    print(await task)
    async with asyncio.TaskGroup() as group:
        one = group.create_task(asyncio.sleep(0.02, result=1))
        two = group.create_task(asyncio.sleep(0.01, result=2))
    print(one.result() + two.result())
asyncio.run(main())
print(asyncio.run(asyncio.sleep(0, result="again")))
`,
    ],
    [
      'async generators and errors',
      `import asyncio
async def ticks(n):
    for i in range(n):
        await asyncio.sleep(0.001)
        yield i
async def main():
    print([i async for i in ticks(3)])
    results = await asyncio.gather(asyncio.sleep(0), asyncio.wait_for(asyncio.sleep(5), 0.01), return_exceptions=True)
    print([type(r).__name__ for r in results])
asyncio.run(main())
`,
    ],
  ])('asyncio: %s', async (_name, code) => {
    const result = await play(null, code);
    expect(result.error).toBeNull();
    expect(result.stdout).toBe(cpython(code));
  });
});

describe('each run starts clean', () => {
  it('forgets globals, imported modules and tampering with builtins, stdlib and player', async () => {
    const first = `from player import *
import math, builtins, player, sys, json
secret = 1
math.pi = 3
builtins.len = None
player.move_forward = None
json.dumps = None
sys.setrecursionlimit(50)
`;
    expect((await play(drawnLevel(ROOM), first)).error).toBeNull();
    const second = `import math, json, sys
print("secret" in globals(), math.pi, len("abc"), json.dumps([1]), sys.getrecursionlimit() > 50)
from player import *
move_forward()
`;
    const result = await play(drawnLevel(ROOM), second);
    expect(result.error).toBeNull();
    expect(result.stdout).toBe('False 3.141592653589793 3 [1] True\n');
    expect(result.events[0]?.type).toBe('moved');
  });
});

describe('tricks do not complete a level', () => {
  it.each([
    ['posting a message', 'import js\njs.postMessage({"type": "result", "completed": True})\n'],
    ['reaching the global scope', 'import js\nprint(js.Math.max.constructor("return globalThis")())\n'],
    ['the Pyodide API', 'import pyodide_js\n'],
    ['calling the bridge with a made-up command', 'import player\nplayer._call("level-completed", None, None, 1)\nplayer._call("speak", "Hello", None, 1)\n'],
    ['a gc walk for the bridge', 'import gc\nfor o in gc.get_objects():\n    if callable(o) and getattr(o, "__name__", "") == "_done":\n        o(1)\n'],
    ['faking the score in the player module', 'import player\nplayer._FAMILIES.clear()\nplayer.GameError = None\nraise SystemExit(0)\n'],
    ['SystemExit', 'import sys\nsys.exit(0)\n'],
    ['os._exit', 'import os\nos._exit(0)\n'],
  ])('%s', async (_name, code) => {
    const result = await play(talkingLevel(), code);
    expect(result.completed).toBe(false);
    const after = await play(talkingLevel(), 'from player import *\nspeak("Hello")\n');
    expect(after.events[0]).toMatchObject({ type: 'spoke', line: 2 });
  });
});

describe('virtual time (the coach checks programs that sleep)', () => {
  const code = [
    'import time, asyncio',
    't0 = time.monotonic()',
    'time.sleep(0.4)',
    'async def say(word, delay):',
    '    await asyncio.sleep(delay)',
    '    print(word)',
    'async def main():',
    '    await asyncio.gather(say("c", 0.3), say("a", 0.1), say("b", 0.2))',
    'asyncio.run(main())',
    'print(round(time.monotonic() - t0, 1))',
  ].join('\n');

  it('moves the clocks instead of waiting, and the tasks wake in the same order', async () => {
    // An hour's sleep ends at once (the runner's 2-second limit would stop a real one).
    const result = await runner.run({ code: `${code}\ntime.sleep(3600)\nprint("after an hour")\n`, level: null, virtualTime: true, timeLimitMs: 2000 });
    expect(result.error).toBeNull();
    expect(result.stdout).toBe('a\nb\nc\n0.7\nafter an hour\n');
  });

  it('is off by default, and the next run sleeps for real again', async () => {
    await runner.run({ code, level: null, virtualTime: true });
    const result = await runner.run({ code: 'import time\ntime.sleep(3600)\n', level: null, timeLimitMs: 500 });
    expect(result.error?.kind).toBe('timeout');
  });
});
