/**
 * The learner's functions as the editor offers them and the Code Book lists them: signature,
 * what it does (the `player` module's own docstrings) and an example line.
 */
export interface CommandDoc {
  readonly name: string;
  readonly signature: string;
  readonly doc: string;
  readonly example: string;
  /** Text inserted by autocomplete; `|` marks where the cursor lands. */
  readonly insert: string;
}

export const COMMAND_DOCS: readonly CommandDoc[] = [
  { name: 'move_forward', signature: 'move_forward(steps=1)', doc: 'Walk forward. move_forward() takes one step; move_forward(3) takes three steps.', example: 'move_forward(3)', insert: 'move_forward(|)' },
  { name: 'turn_left', signature: 'turn_left()', doc: 'Turn a quarter turn to the left, staying on the same tile.', example: 'turn_left()', insert: 'turn_left()|' },
  { name: 'turn_right', signature: 'turn_right()', doc: 'Turn a quarter turn to the right, staying on the same tile.', example: 'turn_right()', insert: 'turn_right()|' },
  { name: 'push', signature: 'push()', doc: 'Push the rock in front of you one tile forward (only rocks can be pushed).', example: 'push()', insert: 'push()|' },
  { name: 'speak', signature: 'speak(text)', doc: 'Say something out loud in a speech bubble, like speak("Hello").', example: 'speak("Hello")', insert: 'speak("|")' },
  { name: 'write', signature: 'write(text)', doc: 'Write a message on the sign in front of you, like write("Welcome"). The game waits until the popup is closed.', example: 'write("Welcome")', insert: 'write("|")' },
  { name: 'read', signature: 'read()', doc: 'Read the sign in front of you and return its text, like message = read().', example: 'message = read()', insert: 'read()|' },
  { name: 'question', signature: 'question(text)', doc: 'Ask a yes-or-no question in a popup. Returns True for Yes and False for No.', example: 'answer = question("Open the gate?")', insert: 'question("|")' },
  { name: 'display', signature: 'display(text)', doc: 'Show a message on the screen in front of you, like display("Open"). The game waits until the popup is closed.', example: 'display("Open")', insert: 'display("|")' },
  { name: 'build', signature: 'build(structure)', doc: 'Build a structure on the tile you face, like build("bridge"). Look up the costs in the Code Book.', example: 'build("bridge")', insert: 'build("|")' },
  { name: 'water', signature: 'water()', doc: 'Water the plant in front of you. You need a canteen with water.', example: 'water()', insert: 'water()|' },
  { name: 'collect', signature: 'collect(item=None)', doc: 'Pick up what is in front of you. collect() takes it; collect("water") says what to collect.', example: 'collect()', insert: 'collect(|)' },
  { name: 'open', signature: 'open()', doc: 'Open the door, gate, chest or oven in front of you.', example: 'open()', insert: 'open()|' },
  { name: 'close', signature: 'close()', doc: 'Close the door, gate, chest or oven in front of you.', example: 'close()', insert: 'close()|' },
  { name: 'place', signature: 'place(what)', doc: 'Put things down in front of you: place(4) places four of what the level asks, place("carrot") places by name.', example: 'place(4)', insert: 'place(|)' },
  { name: 'combine', signature: 'combine(recipe)', doc: 'Mix ingredients from your basket into a recipe, like combine("salad"). The recipes are in the Code Book.', example: 'combine("salad")', insert: 'combine("|")' },
  { name: 'plant', signature: 'plant(dictionary, key)', doc: 'Plant seeds: plant(seeds, "carrot") plants the amount the dictionary seeds holds under "carrot".', example: 'plant(seeds, "carrot")', insert: 'plant(|)' },
];

/** The commands autocomplete offers first (gameplay §9), in the spec's order. */
export const AUTOCOMPLETE_COMMANDS = [
  'move_forward', 'turn_left', 'turn_right', 'push', 'build', 'speak', 'open', 'close', 'water',
  'collect', 'place', 'combine',
] as const;

/** Splits an insert template at its cursor mark. */
export function splitInsert(insert: string): { readonly text: string; readonly cursor: number } {
  const cursor = insert.indexOf('|');
  return cursor < 0 ? { text: insert, cursor: insert.length } : { text: insert.replace('|', ''), cursor };
}
