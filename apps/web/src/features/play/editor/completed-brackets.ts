import { EditorSelection, MapMode, Prec, StateEffect, StateField, type EditorState, type Extension, type TransactionSpec } from '@codemirror/state';
import { EditorView } from '@codemirror/view';

/**
 * Brackets written by accepting a command from the autocomplete. Children who learned to type
 * `turn_right()` keep typing the brackets after accepting `turn_right`: those keystrokes step
 * over the brackets that are already there instead of writing `turn_right()()` (the same
 * promise CodeMirror's close-brackets makes for the brackets it writes itself).
 */
export const markCompletedBrackets = StateEffect.define<readonly number[]>();

/** Positions of the completion's own brackets, kept in step with every edit. */
export const completedBracketsField = StateField.define<readonly number[]>({
  create: () => [],
  update(positions, transaction) {
    let next = positions;
    if (transaction.docChanged) {
      next = positions.flatMap((position) => {
        const mapped = transaction.changes.mapPos(position, 1, MapMode.TrackDel);
        return mapped === null ? [] : [mapped];
      });
    }
    for (const effect of transaction.effects) if (effect.is(markCompletedBrackets)) next = [...effect.value];
    // Only the brackets just accepted are typed over: moving away ends the promise.
    if (transaction.selection && !transaction.effects.some((effect) => effect.is(markCompletedBrackets))) {
      const head = transaction.selection.main.head;
      if (!next.some((position) => position === head || position + 1 === head)) next = [];
    }
    return next;
  },
});

/** The `(` and `)` of an accepted command, for the editor to remember after inserting `text` at `from`. */
export function bracketPositions(text: string, from: number): number[] {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  return open < 0 || close < open ? [] : [from + open, from + close];
}

/**
 * What typing `typed` at an empty caret does when the caret touches a completed bracket:
 * `(` right after the completion's `()` or `(` only moves in between; `)` before its `)` steps
 * over it. Anything else: null, and the keystroke is typed as usual.
 */
export function typeOverCompletedBracket(state: EditorState, typed: string): TransactionSpec | null {
  const range = state.selection.main;
  if (!range.empty || (typed !== '(' && typed !== ')')) return null;
  const positions = state.field(completedBracketsField, false) ?? [];
  const at = range.head;
  const charAt = (position: number) => state.sliceDoc(position, position + 1);
  const tracked = (position: number, bracket: string) => positions.includes(position) && charAt(position) === bracket;
  // Past the closing bracket the command is whole: the next `(` is the child's own.
  if (typed === ')' && tracked(at, ')')) return { selection: EditorSelection.cursor(at + 1), effects: markCompletedBrackets.of([]), userEvent: 'input.type' };
  if (typed === '(' && tracked(at - 1, '(')) return { selection: EditorSelection.cursor(at), userEvent: 'input.type' };
  if (typed === '(' && tracked(at - 1, ')') && tracked(at - 2, '(')) return { selection: EditorSelection.cursor(at - 1), userEvent: 'input.type' };
  return null;
}

/** The field and the keystroke handler, for the play editor. */
export function completedBrackets(): Extension {
  return [
    completedBracketsField,
    // Ahead of close-brackets, which would otherwise write a second pair.
    Prec.high(EditorView.inputHandler.of((view, from, to, text) => {
      if (from !== to) return false;
      const spec = typeOverCompletedBracket(view.state, text);
      if (!spec) return false;
      view.dispatch(spec);
      return true;
    })),
  ];
}
