/**
 * The `runner` namespace: what the Python runner says when a program stops, as keys the runner
 * sends with its parameters (names, numbers, code only; packages/runner/src/python/errors.py).
 * Python's own line stays in the trace; these are the words a child reads about it.
 */
export const runnerEn = {
  python: {
    SyntaxError: 'Python cannot read this line. Check the brackets, the colons and the spelling.',
    IndentationError: 'The spaces at the start of this line do not fit the lines around it.',
    TabError: 'This line mixes tabs and spaces at its start. Use only spaces.',
    NameError: 'Python does not know the name {{name}}.',
    UnboundLocalError: 'The variable {{name}} is used inside the function before it gets a value there.',
    TypeError: 'Two things that do not go together were used here, or a command got the wrong number of values.',
    ValueError: 'A value here does not fit what the line asks of it.',
    ZeroDivisionError: 'You cannot divide by zero.',
    IndexError: 'This position is outside the list: the list is shorter than that.',
    KeyError: 'The dictionary has no key {{key}}.',
    AttributeError: 'This value has nothing called {{name}}.',
    RecursionError: 'A function calls itself again and again and never stops.',
    ModuleNotFoundError: 'There is no module called {{name}} here.',
    ImportError: 'Python cannot bring in {{name}} here.',
    OverflowError: 'This number is too big for Python to work with.',
    MemoryError: 'Your program needed more memory than there is.',
    other: 'Python stopped your program here with a {{type}}.',
  },
  hint: {
    importPlayer: 'Commands come from the player module: start your program with from player import *',
    noCommand: 'There is no command called {{name}}. Did you mean {{suggestion}}()?',
    didYouMean: 'Python does not know {{name}}. Did you mean {{suggestion}}?',
    unknownName: 'Python does not know {{name}}. Create it before you use it, or check the spelling.',
    parentheses: 'Commands need parentheses: write {{name}}()',
    colon: 'A line that starts a block (if, elif, else, for, while, def, class, try) must end with a colon (:).',
    indent: 'Check the spaces at the start of the line: lines in the same block must line up.',
    brackets: 'Check your brackets: every ( [ { needs its closing ) ] }.',
    quotes: 'A text in quotes must start and end with the same quote mark.',
  },
  message: {
    bareCommand: '{{name}} needs parentheses to run: write {{name}}()',
    needsText: '{{command}}() needs a text in quotes, like {{command}}("Hello"). You gave {{given}}.',
    needsWord: '{{command}}() needs a word in quotes, like {{command}}("{{example}}"). You gave {{given}}.',
    needsNumberOrWord: '{{command}}() needs a number or a word in quotes, like {{command}}(4) or {{command}}("carrot"). You gave {{given}}.',
    needsDictionary: '{{command}}() needs a dictionary first, like {{command}}(seeds, "carrot"). You gave {{given}}.',
  },
  unknownCommand: 'The game does not know the command {{type}}.',
  timeout: 'Your program ran longer than 5 seconds, so it was stopped. Make sure every loop can end.',
  crash: 'Python stopped unexpectedly and was started again. Press Run to try once more.',
  unavailable: {
    not_initialized: 'Python is still getting ready. Wait a moment and press Run again.',
    resetting: 'Python is getting ready again. Wait a moment and press Run again.',
    busy: 'A program is already running. Stop it before you run again.',
    closed: 'Python has stopped on this page. Reload the page to run your program.',
  },
};
