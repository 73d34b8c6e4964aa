import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completeFromList,
  completionKeymap,
  type Completion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import { python } from '@codemirror/lang-python';
import { lintGutter } from '@codemirror/lint';
import { EditorState, StateEffect, StateField, type Extension } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  type DecorationSet,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { COMMAND_DOCS, AUTOCOMPLETE_COMMANDS, splitInsert } from '../model/commands.ts';
import { EDITOR } from '../model/constants.ts';
import { bracketPositions, completedBrackets, markCompletedBrackets } from './completed-brackets.ts';
import { pythonEditorTheme, pythonHighlight, showError } from '../../../components/code-editor/python-editor-look.ts';
import { tipMarkerExtension } from '../../../components/code-editor/tip-marker.ts';

export { showError };

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

// ------------------------------------------------------------------ the line being shown

export const setActiveLine = StateEffect.define<number | null>();
const activeLineMark = Decoration.line({ class: 'cm-run-line' });

const activeLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, transaction) {
    let next = value.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setActiveLine)) continue;
      const line = effect.value;
      next = line !== null && line >= 1 && line <= transaction.state.doc.lines
        ? Decoration.set([activeLineMark.range(transaction.state.doc.line(line).from)])
        : Decoration.none;
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Highlights the line of the event being shown and keeps it in view. */
export function showActiveLine(view: EditorView, line: number | null): void {
  const effects: StateEffect<unknown>[] = [setActiveLine.of(line)];
  if (line !== null && line >= 1 && line <= view.state.doc.lines) {
    effects.push(EditorView.scrollIntoView(view.state.doc.line(line).from, { y: 'nearest' }));
  }
  view.dispatch({ effects });
}

// ------------------------------------------------------------------ assistant tip marker

// The tip marker (shared with the challenge editor): src/components/code-editor/tip-marker.ts.

// ------------------------------------------------------------------ look

// The look (theme, colours) and the error marks are shared with the challenge editor: src/components/code-editor.
const editorTheme = pythonEditorTheme(EDITOR);
const playHighlight = pythonHighlight;

/** Everything the play editor is made of (gameplay §9: font 16, line 22, tab 4, height 400). */
export function playEditorExtensions(options: { readonly onChange: (code: string) => void; readonly readOnly: Extension }): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    drawSelection(),
    indentOnInput(),
    syntaxHighlighting(playHighlight),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    bracketMatching(),
    closeBrackets(),
    completedBrackets(),
    // Long comments in the templates wrap instead of running off the edge (and off a phone).
    EditorView.lineWrapping,
    highlightActiveLine(),
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap]),
    python(),
    indentUnit.of(' '.repeat(EDITOR.tabSize)),
    EditorState.tabSize.of(EDITOR.tabSize),
    keymap.of([indentWithTab]),
    autocompletion({ override: [commandCompletions], icons: false, maxRenderedOptions: 40, activateOnTypingDelay: 60 }),
    activeLineField,
    tipMarkerExtension,
    lintGutter(),
    editorTheme,
    options.readOnly,
    EditorView.contentAttributes.of({ 'aria-label': 'Your Python code', spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off' }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString());
    }),
  ];
}
