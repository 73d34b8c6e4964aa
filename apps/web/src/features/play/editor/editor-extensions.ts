import {
  autocompletion,
  completeFromList,
  completionKeymap,
  type Completion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { COMMAND_DOCS, AUTOCOMPLETE_COMMANDS, splitInsert } from '../model/commands.ts';
import { bracketPositions, completedBrackets, markCompletedBrackets } from './completed-brackets.ts';

// What the play editor adds to the shared Python editor (src/components/code-editor): the game's
// commands in the autocomplete, with their docstrings, and their brackets typed over.

// ------------------------------------------------------------------ autocomplete

const ordered = [
  ...AUTOCOMPLETE_COMMANDS.map((name) => COMMAND_DOCS.find((doc) => doc.name === name)),
  ...COMMAND_DOCS.filter((doc) => !(AUTOCOMPLETE_COMMANDS as readonly string[]).includes(doc.name)),
].filter((doc) => doc !== undefined);

const commandOptions: Completion[] = ordered.map((doc, index) => ({
  label: doc.name,
  detail: doc.signature.slice(doc.name.length),
  info: `${doc.doc}\n\nExample: ${doc.example}`,
  type: 'function',
  boost: 50 - index,
  apply: (view, _completion, from, to) => {
    const { text, cursor } = splitInsert(doc.insert);
    // Typing "move_forward(" already wrote the bracket: do not write a second one.
    const after = view.state.sliceDoc(to, to + 1);
    const insert = after === '(' ? doc.name : text;
    const caret = after === '(' ? doc.name.length + 1 : cursor;
    view.dispatch({
      changes: { from, to, insert },
      selection: { anchor: from + caret },
      effects: markCompletedBrackets.of(after === '(' ? [] : bracketPositions(insert, from)),
      userEvent: 'input.complete',
    });
  },
}));

const pythonWords: Completion[] = [
  ...['for', 'in', 'range', 'while', 'if', 'elif', 'else', 'def', 'return', 'True', 'False', 'None', 'and', 'or', 'not', 'print', 'len', 'import', 'from', 'try', 'except', 'break', 'continue', 'class', 'pass'].map(
    (label): Completion => ({ label, type: 'keyword', boost: -10 }),
  ),
  { label: 'from player import *', type: 'text', boost: -20, info: 'The first line of every program: it brings in the commands.' },
];

const fromWords = completeFromList(pythonWords);

/** Commands first (gameplay §9's list), with their docstrings; then a few Python words. */
export function commandCompletions(context: CompletionContext): CompletionResult | null {
  const word = context.matchBefore(/[A-Za-z_]\w*/);
  if (!word || (word.from === word.to && !context.explicit)) return null;
  // No suggestions inside strings and comments: children type words there.
  const line = context.state.doc.lineAt(context.pos);
  const before = line.text.slice(0, context.pos - line.from);
  if (/#/.test(before) || (before.split('"').length - 1) % 2 === 1 || (before.split("'").length - 1) % 2 === 1) return null;
  const words = fromWords(context);
  const extra = words && 'options' in words ? words.options : [];
  return { from: word.from, options: [...commandOptions, ...extra], validFor: /^\w*$/ };
}

/** The play editor's language help (gameplay §9), made once per editor. */
export function playLanguageHelp(): Extension {
  return [
    completedBrackets(),
    keymap.of(completionKeymap),
    autocompletion({ override: [commandCompletions], icons: false, maxRenderedOptions: 40, activateOnTypingDelay: 60 }),
  ];
}
