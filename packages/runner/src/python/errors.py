# Part of the runner's `_codehop` module (after clock.py): what the learner sees of an error
# (the traceback trimmed to their own lines, the line, a hint for a misspelt name or command).
import ast, difflib, re, traceback

def _is_internal(frame_summary):
    return frame_summary.filename in INTERNAL_FILES


def _trim(te):
    seen = set()
    while te is not None and id(te) not in seen:
        seen.add(id(te))
        te.stack = traceback.StackSummary.from_list([f for f in te.stack if not _is_internal(f)])
        if te.__cause__ is not None:
            _trim(te.__cause__)
        te = te.__context__


def _last_line(trace):
    lines = [line for line in trace.rstrip().splitlines() if line.strip()]
    return lines[-1].strip() if lines else ''


def _learner_line_of(exc):
    tb = exc.__traceback__
    line = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == LEARNER_FILE:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


# Every word the learner reads comes as a key of the web's `runner` namespace with its parameters
# (names and code only), beside the English for the CLI, the tests and a language model: the web
# says it in the child's language. A hint is (key, params, english).

def _hint(key, params, english):
    return (key, params, english)


def _hint_for_name_error(exc, names):
    name = getattr(exc, 'name', None)
    if not name:
        return None
    if name in COMMANDS:
        return _hint('runner.hint.importPlayer', {}, 'Commands come from the player module: start your program with from player import *')
    match = difflib.get_close_matches(name, COMMANDS, n=1, cutoff=0.7)
    if match:
        return _hint('runner.hint.noCommand', {'name': name, 'suggestion': match[0]},
                     'There is no command called ' + name + '. Did you mean ' + match[0] + '()?')
    match = difflib.get_close_matches(name, names, n=1, cutoff=0.75)
    if match:
        return _hint('runner.hint.didYouMean', {'name': name, 'suggestion': match[0]},
                     'Python does not know ' + name + '. Did you mean ' + match[0] + '?')
    return _hint('runner.hint.unknownName', {'name': name},
                 'Python does not know ' + name + '. Create it before you use it, or check the spelling.')


def _hint_for_syntax_error(exc, code):
    msg = exc.msg or ''
    line_text = ''
    if exc.lineno and 0 < exc.lineno <= len(code.splitlines()):
        line_text = code.splitlines()[exc.lineno - 1].strip()
    word = re.match(r'([A-Za-z_]\w*)\s*(.*)$', line_text)
    if word and word.group(1) in COMMANDS and not word.group(2).startswith('('):
        return _hint('runner.hint.parentheses', {'name': word.group(1)}, 'Commands need parentheses: write ' + word.group(1) + '()')
    if "expected ':'" in msg:
        return _hint('runner.hint.colon', {}, 'A line that starts a block (if, elif, else, for, while, def, class, try) must end with a colon (:).')
    if 'unindent' in msg or 'indent' in msg:
        return _hint('runner.hint.indent', {}, 'Check the spaces at the start of the line: lines in the same block must line up.')
    if 'never closed' in msg or 'unmatched' in msg:
        return _hint('runner.hint.brackets', {}, 'Check your brackets: every ( [ { needs its closing ) ] }.')
    if 'unterminated string' in msg:
        return _hint('runner.hint.quotes', {}, 'A text in quotes must start and end with the same quote mark.')
    return None


# Python's own exceptions told in words a child reads, by class; Python's line stays in the trace.
_TOLD = ('SyntaxError', 'IndentationError', 'TabError', 'NameError', 'UnboundLocalError', 'TypeError',
         'ValueError', 'ZeroDivisionError', 'IndexError', 'KeyError', 'AttributeError', 'RecursionError',
         'ModuleNotFoundError', 'ImportError', 'OverflowError', 'MemoryError')


def _short(value):
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + '...'


def _message_words(exc):
    # The game's own checks (player.py) say exactly what they want: key and parameters on the exception.
    key = getattr(exc, 'codehop_key', None)
    if key:
        return key, dict(getattr(exc, 'codehop_params', None) or {})
    kind = exc.__class__.__name__
    if kind not in _TOLD:
        return 'runner.python.other', {'type': kind}
    params = {}
    if kind in ('NameError', 'UnboundLocalError', 'AttributeError', 'ModuleNotFoundError', 'ImportError'):
        name = getattr(exc, 'name', None)
        if not name:
            return 'runner.python.other', {'type': kind}
        params['name'] = str(name)
    if kind == 'KeyError':
        params['key'] = _short(exc.args[0]) if exc.args else '?'
    return 'runner.python.' + kind, params


def _error(kind, exc, code, names):
    te = traceback.TracebackException.from_exception(exc, capture_locals=False)
    _trim(te)
    trace = ''.join(te.format())
    if kind == 'syntax':
        line = exc.lineno if getattr(exc, 'filename', None) == LEARNER_FILE else _learner_line_of(exc)
    else:
        line = _learner_line_of(exc)
    result = {'kind': kind, 'message': _last_line(trace), 'line': line, 'trace': trace, 'hint': None}
    # Game refusals and the action cap replace these with the engine's own key.
    result['key'], result['params'] = _message_words(exc)
    hint = None
    if kind == 'syntax':
        hint = _hint_for_syntax_error(exc, code)
    elif exc.__class__ is NameError:
        hint = _hint_for_name_error(exc, names)
    if hint is not None:
        result['hintKey'], result['hintParams'], result['hint'] = hint
    return result


def _bare_command(tree):
    # A command written without parentheses is a valid Python expression that does nothing,
    # which puzzles a beginner more than an error does.
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Name) and node.value.id in COMMANDS:
            return node
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Attribute) and node.value.attr in COMMANDS \
                and isinstance(node.value.value, ast.Name) and node.value.value.id == 'player':
            return node
    return None
