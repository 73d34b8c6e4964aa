/**
 * The game's error families as the Code Book lists them: the classes the `player` module raises
 * when the game refuses a command (packages/runner/src/python/player-source.ts), each with what
 * raises it (its docstring, translated in the `codebook` namespace under its name) and a small
 * program that catches it. Every family is a GameError, so `except GameError:` catches them all.
 */
export interface ErrorFamily {
  readonly name: string;
  /** What raises it, in English (the class's docstring). */
  readonly doc: string;
  /** A tiny program that meets the error and handles it with try/except; it stays Python. */
  readonly example: string;
}

export const ERROR_FAMILIES: readonly ErrorFamily[] = [
  {
    name: 'GameError',
    doc: 'The game refused a command. Every error below is a GameError, so except GameError: catches them all.',
    example: 'try:\n    open()\nexcept GameError as error:\n    print(error.message)',
  },
  {
    name: 'MoveError',
    doc: 'Something is in the way: a wall, water or an object.',
    example: 'try:\n    move_forward(20)\nexcept MoveError:\n    turn_right()',
  },
  {
    name: 'PushError',
    doc: 'The thing in front cannot be pushed, or cannot move.',
    example: 'try:\n    push()\nexcept PushError:\n    turn_left()',
  },
  {
    name: 'PositionError',
    doc: 'You are not standing on the right X mark, or not facing the target.',
    example: 'try:\n    message = read()\nexcept PositionError:\n    message = ""',
  },
  {
    name: 'WordError',
    doc: 'The words or the name you gave do not match what the level expects.',
    example: 'try:\n    build("brige")\nexcept WordError:\n    build("bridge")',
  },
  {
    name: 'InventoryError',
    doc: 'You do not carry enough of what the command needs.',
    example: 'try:\n    build("bridge")\nexcept InventoryError:\n    speak("I need more planks")',
  },
  {
    name: 'ObjectError',
    doc: 'The object in front is missing, closed, already open or not the right one.',
    example: 'try:\n    collect()\nexcept ObjectError:\n    pass',
  },
  {
    name: 'GoalError',
    doc: 'A goal is not ready yet: another goal must be reached first.',
    example: 'try:\n    place(4)\nexcept GoalError:\n    speak("Not yet!")',
  },
];

/** The Code Book's own words around the families, in English (the `codebook` namespace). */
export const ERROR_FAMILY_WORDS = {
  errorsTitle: 'Errors and how to catch them',
  errorsIntro:
    "When the game refuses a command, your program gets an error and stops. Put the command under `try:` and a plan B under `except` with the error's name, and your program carries on.",
} as const;
