"""Commands that steer your character. Start your program with: from player import *"""

# The `player` module the learner imports (`from player import *`). It is plain Python so the
# editor's autocomplete and the Code Book can read the same docstrings the learner sees with
# help(). The runtime executes it afresh for every run with `_call`, `_last` and the error
# classes injected, so a program that tampers with it only spoils its own run.
#
# Each command finds the learner's line itself (the first frame in main.py) because a command
# may be called from a helper the learner wrote, and the line shown must be the learner's.
#
# OPCODE_<COMMAND> names are replaced by the command's number (its index in the engine's
# COMMAND_TYPES) when the runner loads this file (player-source.ts): a number crosses to
# JavaScript at about twice the speed of a string.
# Embedded into the runner as text by `npm run python:embed` (python-files.generated.ts).

__all__ = [
    'move_forward', 'turn_left', 'turn_right', 'push', 'speak', 'write', 'read', 'question',
    'display', 'build', 'water', 'collect', 'open', 'close', 'place', 'combine', 'plant',
    'GameError', 'MoveError', 'PushError', 'PositionError', 'WordError', 'InventoryError',
    'ObjectError', 'GoalError',
]


class GameError(Exception):
    """The game refused a command. Catch it with: try: ... except GameError: ..."""

    def __init__(self, message, code='', key='', params=None):
        super().__init__(message)
        self.message = message
        self.code = code
        self.key = key
        self.params = params or {}


class MoveError(GameError):
    """Something is in the way: a wall, water or an object."""


class PushError(GameError):
    """The thing in front cannot be pushed, or cannot move."""


class PositionError(GameError):
    """You are not standing on the right X mark, or not facing the target."""


class WordError(GameError):
    """The words or the name you gave do not match what the level expects."""


class InventoryError(GameError):
    """You do not carry enough of what the command needs."""


class ObjectError(GameError):
    """The object in front is missing, closed, already open or not the right one."""


class GoalError(GameError):
    """A goal is not ready yet: another goal must be reached first."""


class ActionLimitExceeded(BaseException):
    """The program did more actions than one run may do."""


_FAMILIES = {
    'invalid_steps': MoveError, 'bumped_wall': MoveError, 'bumped_water': MoveError,
    'bumped_object': MoveError,
    'push_only_rocks': PushError, 'push_blocked': PushError,
    'not_on_xmark': PositionError, 'not_facing_target': PositionError,
    'build_wrong_location': PositionError, 'display_wrong_position': PositionError,
    'read_wrong_position': PositionError,
    'wrong_word': WordError, 'build_wrong_word': WordError, 'collect_wrong_word_water': WordError,
    'display_wrong_message': WordError,
    'build_not_enough': InventoryError, 'water_no_canteen': InventoryError,
    'wrong_amount': InventoryError, 'not_enough_items': InventoryError,
    'collect_invalid_object': ObjectError, 'collect_closed': ObjectError, 'nothing_to_collect': ObjectError,
    'already_open': ObjectError, 'already_closed': ObjectError, 'nothing_to_open': ObjectError,
    'wrong_object': ObjectError,
    'variable_unset': GoalError, 'assign_mismatch': GoalError, 'compare_mismatch': GoalError,
    'goal_depends': GoalError,
}


def _game_error(refusal):
    family = _FAMILIES.get(refusal['code'], GameError)
    return family(refusal['message'], refusal['code'], refusal['key'], refusal['params'])


def _where():
    f = _getframe(2)
    while f is not None:
        if f.f_code.co_filename == 'main.py':
            return f.f_lineno
        f = f.f_back
    return 0


def _told(exc, key, params):
    # The web shows the runner's key in the child's language; the English stays for everyone else.
    exc.codehop_key = key
    exc.codehop_params = params
    return exc


def _text(command, value, what):
    if value.__class__ is str:
        return value
    if value.__class__ in (int, float):
        return str(value)
    given = type(value).__name__
    raise _told(TypeError(command + '() needs ' + what + ' in quotes, like ' + command + '("Hello"). You gave ' + given + '.'),
                'runner.message.needsText', {'command': command, 'given': given})


def _word(command, value, example):
    if value.__class__ is str:
        return value
    given = type(value).__name__
    raise _told(TypeError(command + '() needs a word in quotes, like ' + command + '("' + example + '"). You gave ' + given + '.'),
                'runner.message.needsWord', {'command': command, 'example': example, 'given': given})


def _done(code):
    if code == 1:
        return _loads(_last())
    if code == 2:
        raise _game_error(_loads(_last()))
    if code == 3:
        limit = _loads(_last())
        exc = ActionLimitExceeded(limit['message'])
        exc.params = limit.get('params') or {}
        raise exc
    if code == 4:
        raise KeyboardInterrupt
    return None


def move_forward(steps=1):
    """Walk forward. move_forward() takes one step; move_forward(3) takes three steps."""
    if steps.__class__ is not int or steps < 1:
        raise _told(ValueError('move_forward needs a whole number of steps, like move_forward(3).'), 'engine.refusal.invalid_steps', {})
    f = _getframe(1)
    code = _call(OPCODE_MOVE_FORWARD, steps, None, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def turn_left():
    """Turn a quarter turn to the left, staying on the same tile."""
    f = _getframe(1)
    code = _call0(OPCODE_TURN_LEFT, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def turn_right():
    """Turn a quarter turn to the right, staying on the same tile."""
    f = _getframe(1)
    code = _call0(OPCODE_TURN_RIGHT, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def push():
    """Push the rock in front of you one tile forward (only rocks can be pushed)."""
    f = _getframe(1)
    code = _call0(OPCODE_PUSH, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def speak(text):
    """Say something out loud in a speech bubble, like speak("Hello")."""
    f = _getframe(1)
    code = _call(OPCODE_SPEAK, _text('speak', text, 'the words to say'), None, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def write(text):
    """Write a message on the sign in front of you, like write("Welcome"). The game waits until the popup is closed."""
    f = _getframe(1)
    code = _call(OPCODE_WRITE, _text('write', text, 'the message'), None, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def read():
    """Read the sign in front of you and return its text, like message = read()."""
    f = _getframe(1)
    code = _call0(OPCODE_READ, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def question(text):
    """Ask a yes-or-no question in a popup. Returns True for Yes and False for No."""
    f = _getframe(1)
    code = _call(OPCODE_QUESTION, _text('question', text, 'the question'), None, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def display(text):
    """Show a message on the screen in front of you, like display("Open"). The game waits until the popup is closed."""
    f = _getframe(1)
    code = _call(OPCODE_DISPLAY, _text('display', text, 'the message'), None, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def build(structure):
    """Build a structure on the tile you face, like build("bridge"). Look up the costs in the Code Book."""
    f = _getframe(1)
    code = _call(OPCODE_BUILD, _word('build', structure, 'bridge'), None, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def water():
    """Water the plant in front of you. You need a canteen with water."""
    f = _getframe(1)
    code = _call0(OPCODE_WATER, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def collect(item=None):
    """Pick up what is in front of you. collect() takes it; collect("water") says what to collect."""
    if item is not None:
        item = _word('collect', item, 'water')
    f = _getframe(1)
    code = _call(OPCODE_COLLECT, item, None, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def open():
    """Open the door, gate, chest or oven in front of you."""
    f = _getframe(1)
    code = _call0(OPCODE_OPEN, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def close():
    """Close the door, gate, chest or oven in front of you."""
    f = _getframe(1)
    code = _call0(OPCODE_CLOSE, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def place(what):
    """Put things down in front of you: place(4) places four of what the level asks, place("carrot") places by name."""
    if what.__class__ is not str and what.__class__ is not int:
        raise _told(TypeError('place() needs a number or a word in quotes, like place(4) or place("carrot"). You gave ' + type(what).__name__ + '.'),
                    'runner.message.needsNumberOrWord', {'command': 'place', 'given': type(what).__name__})
    f = _getframe(1)
    code = _call(OPCODE_PLACE, what, None, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def combine(recipe):
    """Mix ingredients from your basket into a recipe, like combine("salad"). The recipes are in the Code Book."""
    f = _getframe(1)
    code = _call(OPCODE_COMBINE, _word('combine', recipe, 'salad'), None, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)


def plant(dictionary, key):
    """Plant seeds: plant(seeds, "carrot") plants the amount the dictionary seeds holds under "carrot"."""
    if dictionary.__class__ is not dict:
        raise _told(TypeError('plant() needs a dictionary first, like plant(seeds, "carrot"). You gave ' + type(dictionary).__name__ + '.'),
                    'runner.message.needsDictionary', {'command': 'plant', 'given': type(dictionary).__name__})
    key = _word('plant', key, 'carrot')
    f = _getframe(1)
    code = _call(OPCODE_PLANT, _json_safe_dumps(dictionary), key, f.f_lineno if f.f_code.co_filename == 'main.py' else _where())
    if code:
        return _done(code)
