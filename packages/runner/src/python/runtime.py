# The Python half of the runner, loaded once per worker as the module `_codehop`. It compiles
# and executes the learner's program in fresh globals, turns whatever ends it into one result,
# reads back the goal variables, and puts the interpreter back as it found it. The module is
# this file, clock.py and errors.py, joined in that order (python-files.ts); `npm run python:embed`
# embeds them into the runner as text.

import sys, builtins, json, time, traceback, linecache, ast, difflib, types, gc, os
import asyncio, asyncio.base_events, asyncio.events, asyncio.runners, asyncio.queues, asyncio.tasks
import re, textwrap, io, keyword, math, random, collections, itertools, functools, operator

LEARNER_FILE = 'main.py'
PLAYER_FILE = '/codehop/player.py'
INTERNAL_FILES = frozenset(['<codehop>', PLAYER_FILE, '<exec>'])
COMMANDS = (
    'move_forward', 'turn_left', 'turn_right', 'push', 'speak', 'write', 'read', 'question',
    'display', 'build', 'water', 'collect', 'open', 'close', 'place', 'combine', 'plant',
)
_bridge = None
_player_code = None
_baseline = None
_runs = 0
# A full collection costs more than a short program's whole run (~3 ms): after every run only the
# youngest generation is collected, and everything every FULL_GC_EVERY runs (the coach checks a
# dozen programs for one tip; a child's memory stays bounded all the same).
FULL_GC_EVERY = 16
_recursion_limit = sys.getrecursionlimit()
_dumps = json.dumps
_loads = json.loads
_orig_exit = sys.exit


def _input(prompt=''):
    prompt = str(prompt)
    if prompt:
        sys.stdout.write(prompt)
    sys.stdout.flush()
    sys.stderr.flush()
    answer = _loads(_bridge.ask_input(prompt, _learner_line()))
    if answer is None:
        raise EOFError('EOF when reading a line')
    return answer


def _learner_line():
    f = sys._getframe(1)
    while f is not None:
        if f.f_code.co_filename == LEARNER_FILE:
            return f.f_lineno
        f = f.f_back
    return 0


def _json_safe(value, depth=0):
    # Only exact built-in types: calling a learner's __eq__, __str__ or __iter__ here would run
    # their code after the program has ended, outside the time limit.
    if depth > 20:
        return None
    t = value.__class__
    if value is None or t is bool or t is str:
        return value
    if t is int:
        return value if -(2 ** 53) <= value <= 2 ** 53 else float(value)
    if t is float:
        return value if value == value and value not in (float('inf'), float('-inf')) else None
    if t is list or t is tuple:
        return [_json_safe(v, depth + 1) for v in value[:10000]]
    if t is set or t is frozenset:
        return [_json_safe(v, depth + 1) for v in list(value)[:10000]]
    if t is dict:
        out = {}
        for k, v in list(value.items())[:10000]:
            kt = k.__class__
            if kt is str or kt is int or kt is float or kt is bool or k is None:
                out[k if kt is str else _dumps(k)] = _json_safe(v, depth + 1)
        return out
    return None


def _json_safe_dumps(value):
    return _dumps(_json_safe(value))


def _snapshot_modules():
    return {name: (mod, dict(getattr(mod, '__dict__', {}))) for name, mod in list(sys.modules.items())}


def _exit(status=0):
    # os._exit would end the interpreter for good; in a lesson it just ends the program.
    raise SystemExit(status)


def prepare(player_source):
    # Before a memory snapshot is taken (or right after an ordinary boot): nothing here may hold
    # a JavaScript object, which would not survive the snapshot.
    global _player_code
    _player_code = compile(player_source, PLAYER_FILE, 'exec', dont_inherit=True)
    import pyodide.webloop


def install(bridge):
    global _bridge, _baseline
    _bridge = bridge
    # A restored snapshot would otherwise hand every worker the same random sequence.
    random.seed()
    import pyodide.webloop as webloop
    asyncio.run = webloop._orig_run
    time.sleep = _js_sleep_seconds
    time.time = _time
    time.monotonic = _monotonic
    time.perf_counter = _perf_counter
    builtins.input = _input
    os._exit = _exit
    asyncio.events._set_running_loop(None)
    asyncio.events._set_event_loop_policy(_CodehopPolicy())
    for name in ('pyodide_js', 'js'):
        sys.modules.pop(name, None)
    gc.collect()
    _baseline = _snapshot_modules()


def _restore():
    for name in list(sys.modules):
        if name not in _baseline:
            del sys.modules[name]
    for name, (mod, snapshot) in _baseline.items():
        sys.modules[name] = mod
        if name == '_codehop':
            continue
        d = getattr(mod, '__dict__', None)
        if d is None:
            continue
        for key in [k for k in d if k not in snapshot]:
            del d[key]
        for key, value in snapshot.items():
            if d.get(key, _restore) is not value:
                d[key] = value
    sys.setrecursionlimit(_recursion_limit)
    asyncio.events._set_running_loop(None)
    asyncio.events._set_event_loop_policy(_CodehopPolicy())
    linecache.cache.pop(LEARNER_FILE, None)


def recover():
    # An interrupt that lands in our own bookkeeping (Stop pressed as the program ends) cuts
    # _restore short; the worker calls this with the interrupt cleared to finish the job.
    _restore()
    gc.collect()


def _make_player():
    module = types.ModuleType('player')
    module.__file__ = PLAYER_FILE
    ns = module.__dict__
    ns['_call'] = _bridge.call
    ns['_call0'] = _bridge.call0
    ns['_last'] = _bridge.last
    ns['_getframe'] = sys._getframe
    ns['_loads'] = _loads
    ns['_json_safe_dumps'] = _json_safe_dumps
    exec(_player_code, ns)
    return module


def count_code_lines(code):
    return sum(1 for line in code.splitlines() if line.strip() and not line.strip().startswith('#'))


def run(code, options_json):
    global _virtual_time, _clock_offset
    options = _loads(options_json)
    _virtual_time = options.get('virtualTime') is True
    _clock_offset = 0.0
    result = {'error': None, 'variables': {}}
    names = []
    try:
        g = {'__name__': '__main__', '__builtins__': builtins, '__file__': LEARNER_FILE, '__doc__': None}
        for constant in options['constants']:
            g[constant['name']] = constant['value']
        player = _make_player()
        game_error = player.GameError
        limit_error = player.ActionLimitExceeded
        sys.modules['player'] = player
        linecache.cache[LEARNER_FILE] = (len(code), None, code.splitlines(True), LEARNER_FILE)
        try:
            tree = compile(code, LEARNER_FILE, 'exec', flags=ast.PyCF_ONLY_AST, dont_inherit=True)
            code_obj = compile(tree, LEARNER_FILE, 'exec', dont_inherit=True)
        except (SyntaxError, ValueError) as exc:
            if not isinstance(exc, SyntaxError):
                exc = SyntaxError(str(exc), (LEARNER_FILE, 1, 1, '', 1, 1))
            result['error'] = _error('syntax', exc, code, names)
            return _dumps(result)
        bare = _bare_command(tree)
        if bare is not None:
            name = bare.value.id if isinstance(bare.value, ast.Name) else bare.value.attr
            message = name + ' needs parentheses to run: write ' + name + '()'
            result['error'] = {
                'kind': 'syntax', 'message': message, 'line': bare.lineno,
                'trace': '  File "main.py", line ' + str(bare.lineno) + '\n    ' + code.splitlines()[bare.lineno - 1].strip() + '\nSyntaxError: ' + message + '\n',
                'hint': 'Commands need parentheses: write ' + name + '()',
                'key': 'runner.message.bareCommand', 'params': {'name': name},
                'hintKey': 'runner.hint.parentheses', 'hintParams': {'name': name},
            }
            return _dumps(result)
        try:
            exec(code_obj, g)
        except SystemExit as exc:
            # sys.exit() ends a program normally, as in CPython; a message goes to stderr.
            if exc.code is not None and exc.code.__class__ is not int:
                sys.stderr.write(str(exc.code) + '\n')
        except BaseException as exc:
            names = [k for k in g if k.__class__ is str] + dir(builtins)
            if isinstance(exc, game_error):
                err = _error('game', exc, code, names)
                err['message'] = str(exc.args[0]) if exc.args else err['message']
                err['key'] = exc.key
                err['params'] = _json_safe(exc.params)
                err['code'] = exc.code
                result['error'] = err
            elif isinstance(exc, limit_error):
                err = _error('limit', exc, code, names)
                err['message'] = str(exc.args[0]) if exc.args else err['message']
                err['key'] = 'engine.refusal.action_limit'
                err['params'] = _json_safe(getattr(exc, 'params', None) or {})
                result['error'] = err
            elif isinstance(exc, KeyboardInterrupt):
                result['error'] = _error('stopped', exc, code, names)
            else:
                result['error'] = _error('python', exc, code, names)
        finally:
            try:
                sys.stdout.flush()
                sys.stderr.flush()
            except BaseException:
                pass
        for name in options['variables']:
            if name in g:
                result['variables'][name] = _json_safe(g[name])
        return _dumps(result)
    finally:
        global _runs
        _virtual_time = False
        g = None
        _restore()
        _runs += 1
        gc.collect(2 if _runs % FULL_GC_EVERY == 0 else 0)
