import { describe, expect, it } from 'vitest';
import { EditorSelection, EditorState, type StateCommand } from '@codemirror/state';
import { codeEditorExtensions } from '../../../components/code-editor/editor-extensions.ts';
import { backspace, dedent, indent, moveCursor, newLine, typeCommand, typeText } from './code-keyboard-edits.ts';

/** The play editor's state with the cursor at `|`. */
function editor(text: string, readOnly = false): EditorState {
  const at = text.indexOf('|');
  return EditorState.create({
    doc: text.replace('|', ''),
    selection: EditorSelection.cursor(at),
    extensions: codeEditorExtensions({ onChange: () => {}, readOnly: EditorState.readOnly.of(readOnly), label: 'Code' }),
  });
}

/** Taps the keys in turn; the code with the cursor shown as `|`. */
function tap(start: EditorState, ...keys: StateCommand[]): string {
  let state = start;
  for (const key of keys) key({ state, dispatch: (transaction) => (state = transaction.state) });
  const head = state.selection.main.head;
  const doc = state.doc.toString();
  return `${doc.slice(0, head)}|${doc.slice(head)}`;
}

describe('the code keyboard', () => {
  it("writes a whole level 1 program with taps: the command, the cursor between its brackets, a digit", () => {
    const start = editor('from player import *\n\n|');
    expect(tap(start, typeCommand('move_forward(|)'), typeText('3'))).toBe('from player import *\n\nmove_forward(3|)');
    expect(tap(start, typeCommand('move_forward(|)'), typeText('3'), typeCommand('collect(|)'))).toBe(
      'from player import *\n\nmove_forward(3)\ncollect(|)',
    );
  });

  it('puts a command on a new line below code, one step in after a colon', () => {
    expect(tap(editor('for i in range(3):|'), typeCommand('turn_left()|'))).toBe('for i in range(3):\n    turn_left()|');
    expect(tap(editor('for i in range(3):\n    move_forward()|'), typeCommand('turn_left()|'))).toBe(
      'for i in range(3):\n    move_forward()\n    turn_left()|',
    );
    // In the middle of a line (inside brackets) it still starts a line of its own.
    expect(tap(editor('move_forward(|)'), typeCommand('collect(|)'))).toBe('move_forward()\ncollect(|)');
  });

  it('puts a command in front of code on a line of its own, with that line\'s indentation', () => {
    expect(tap(editor('if x:\n    |collect()'), typeCommand('turn_right()|'))).toBe('if x:\n    turn_right()|\n    collect()');
  });

  it('indents after a colon on New line, and Indent, Indent less and Delete step by four spaces', () => {
    expect(tap(editor('while True:|'), newLine)).toBe('while True:\n    |');
    expect(tap(editor('|move_forward()'), indent)).toBe('    |move_forward()');
    expect(tap(editor('        |move_forward()'), dedent)).toBe('    |move_forward()');
    expect(tap(editor('if x:\n        |'), backspace)).toBe('if x:\n    |');
    expect(tap(editor('move_forward(3|)'), backspace)).toBe('move_forward(|)');
    expect(tap(editor('a\n|b'), backspace)).toBe('a|b');
    expect(tap(editor('|abc'), backspace)).toBe('|abc');
  });

  it('moves the cursor and stops at the ends', () => {
    expect(tap(editor('ab|'), moveCursor(-1), moveCursor(-1), moveCursor(-1))).toBe('|ab');
    expect(tap(editor('a|b'), moveCursor(1), moveCursor(1))).toBe('ab|');
  });

  it('changes nothing while a run holds the code', () => {
    const running = editor('move_forward(|)', true);
    for (const key of [typeText('3'), typeCommand('collect()|'), backspace]) expect(tap(running, key)).toBe('move_forward(|)');
  });
});
