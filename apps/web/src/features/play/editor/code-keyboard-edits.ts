import { indentLess, indentMore, insertNewlineAndIndent } from '@codemirror/commands';
import { getIndentation, getIndentUnit, IndentContext, indentString } from '@codemirror/language';
import { EditorSelection, type EditorState, type StateCommand } from '@codemirror/state';
import { splitInsert } from '../model/commands.ts';

// What each key of the touch code keyboard does to the code: CodeMirror transactions on the
// editor's state, so the undo history, the read-only lock of a run and the change listener all
// see them as they see typing.

function leadingSpace(text: string): string {
  return /^\s*/.exec(text)?.[0] ?? '';
}

/** Writes `text` where the cursor is (over a selection), the cursor after it. */
export function typeText(text: string): StateCommand {
  return ({ state, dispatch }) => {
    if (state.readOnly) return false;
    dispatch(state.update(state.replaceSelection(text), { scrollIntoView: true, userEvent: 'input.type' }));
    return true;
  };
}

/** The indentation Enter would give a new line after `pos` (one step more after a colon). */
function indentAfter(state: EditorState, pos: number): string {
  const column = getIndentation(new IndentContext(state, { simulateBreak: pos }), pos);
  return column === null ? leadingSpace(state.doc.lineAt(pos).text) : indentString(state, column);
}

/**
 * A command is a line of its own: on a line that already holds code, it goes on a new line
 * below, indented as Enter would indent it (one step more after a colon); in front of code, on a
 * line of its own above; on an empty line, where the cursor is. The cursor lands where the
 * template's `|` marks (between the brackets of `move_forward()`).
 */
export function typeCommand(template: string): StateCommand {
  const { text, cursor } = splitInsert(template);
  return ({ state, dispatch }) => {
    if (state.readOnly) return false;
    const head = state.selection.main.head;
    const line = state.doc.lineAt(head);
    const before = line.text.slice(0, head - line.from);
    const after = line.text.slice(head - line.from);
    let from = head;
    let insert = text;
    let caret = cursor;
    if (before.trim() !== '') {
      from = line.to;
      const prefix = `\n${indentAfter(state, line.to)}`;
      insert = prefix + text;
      caret = prefix.length + cursor;
    } else if (after.trim() !== '') {
      insert = `${text}\n${leadingSpace(line.text)}`;
    }
    dispatch(state.update({ changes: { from, insert }, selection: EditorSelection.cursor(from + caret), scrollIntoView: true, userEvent: 'input.type' }));
    return true;
  };
}

/** One character left or right, as the arrow keys move it. */
export function moveCursor(by: -1 | 1): StateCommand {
  return ({ state, dispatch }) => {
    const head = state.selection.main.head;
    const to = Math.min(state.doc.length, Math.max(0, head + by));
    dispatch(state.update({ selection: EditorSelection.cursor(to), scrollIntoView: true, userEvent: 'select' }));
    return true;
  };
}

/**
 * Backspace: the selection, or the character before the cursor; in the indentation at the start
 * of a line, back to the step before (four spaces at once), as the editor's Backspace does.
 */
export const backspace: StateCommand = ({ state, dispatch }) => {
  if (state.readOnly) return false;
  const { from, to, head } = state.selection.main;
  if (from !== to) {
    dispatch(state.update(state.replaceSelection(''), { scrollIntoView: true, userEvent: 'delete.backward' }));
    return true;
  }
  if (head === 0) return false;
  const line = state.doc.lineAt(head);
  const before = line.text.slice(0, head - line.from);
  const unit = getIndentUnit(state);
  const start = before.length > 0 && before.trim() === '' ? head - (((before.length - 1) % unit) + 1) : head - 1;
  dispatch(state.update({ changes: { from: start, to: head }, scrollIntoView: true, userEvent: 'delete.backward' }));
  return true;
};

export const newLine: StateCommand = insertNewlineAndIndent;
export const indent: StateCommand = indentMore;
export const dedent: StateCommand = indentLess;
