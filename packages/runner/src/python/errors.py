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


def _hint_for_name_error(exc, names):
    name = getattr(exc, 'name', None)
    if not name:
        return None
    if name in COMMANDS:
        return 'Commands come from the player module: start your program with from player import *'
    match = difflib.get_close_matches(name, COMMANDS, n=1, cutoff=0.7)
    if match:
        return 'There is no command called ' + name + '. Did you mean ' + match[0] + '()?'
    match = difflib.get_close_matches(name, names, n=1, cutoff=0.75)
    if match:
        return 'Python does not know ' + name + '. Did you mean ' + match[0] + '?'
    return 'Python does not know ' + name + '. Create it before you use it, or check the spelling.'


def _hint_for_syntax_error(exc, code):
    msg = exc.msg or ''
    line_text = ''
    if exc.lineno and 0 < exc.lineno <= len(code.splitlines()):
        line_text = code.splitlines()[exc.lineno - 1].strip()
    word = re.match(r'([A-Za-z_]\w*)\s*(.*)$', line_text)
    if word and word.group(1) in COMMANDS and not word.group(2).startswith('('):
        return 'Commands need parentheses: write ' + word.group(1) + '()'
    if "expected ':'" in msg:
        return 'A line that starts a block (if, elif, else, for, while, def, class, try) must end with a colon (:).'
    if 'unindent' in msg or 'indent' in msg:
        return 'Check the spaces at the start of the line: lines in the same block must line up.'
    if 'never closed' in msg or 'unmatched' in msg:
        return 'Check your brackets: every ( [ { needs its closing ) ] }.'
    if 'unterminated string' in msg:
        return 'A text in quotes must start and end with the same quote mark.'
    return None


def _error(kind, exc, code, names):
    te = traceback.TracebackException.from_exception(exc, capture_locals=False)
    _trim(te)
    trace = ''.join(te.format())
    if kind == 'syntax':
        line = exc.lineno if getattr(exc, 'filename', None) == LEARNER_FILE else _learner_line_of(exc)
    else:
        line = _learner_line_of(exc)
    result = {'kind': kind, 'message': _last_line(trace), 'line': line, 'trace': trace, 'hint': None}
    if kind == 'syntax':
        result['hint'] = _hint_for_syntax_error(exc, code)
    elif exc.__class__ is NameError:
        result['hint'] = _hint_for_name_error(exc, names)
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
