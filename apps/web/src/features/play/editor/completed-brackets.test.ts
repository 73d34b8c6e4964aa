import { describe, expect, it } from 'vitest';
import { EditorSelection, EditorState } from '@codemirror/state';
import { bracketPositions, completedBracketsField, markCompletedBrackets, typeOverCompletedBracket } from './completed-brackets.ts';

/** The editor just after accepting a command: `insert` written at the start, caret where the completion puts it. */
function accepted(insert: string, caret: number): EditorState {
  const empty = EditorState.create({ doc: '', extensions: [completedBracketsField] });
  return empty.update({
    changes: { from: 0, insert },
    selection: EditorSelection.cursor(caret),
    effects: markCompletedBrackets.of(bracketPositions(insert, 0)),
  }).state;
}

/** Types one character the way the editor would: through the type-over rule, else inserted. */
function type(state: EditorState, character: string): EditorState {
  const spec = typeOverCompletedBracket(state, character);
  if (spec) return state.update(spec).state;
  const at = state.selection.main.head;
  return state.update({ changes: { from: at, insert: character }, selection: EditorSelection.cursor(at + 1) }).state;
}

function typeAll(state: EditorState, text: string): EditorState {
  return [...text].reduce(type, state);
}

describe('typing the brackets of an accepted command', () => {
  it('turn_right then () stays turn_right()', () => {
    const state = typeAll(accepted('turn_right()', 12), '()');
    expect(state.doc.toString()).toBe('turn_right()');
    expect(state.selection.main.head).toBe(12);
  });

  it('move_forward then (3) stays move_forward(3)', () => {
    const state = typeAll(accepted('move_forward()', 13), '(3)');
    expect(state.doc.toString()).toBe('move_forward(3)');
    expect(state.selection.main.head).toBe(15);
  });

  it('a second () after the command is the child\'s own', () => {
    expect(typeAll(accepted('turn_right()', 12), '()()').doc.toString()).toBe('turn_right()()');
  });

  it('brackets typed elsewhere are ordinary', () => {
    const moved = accepted('turn_right()', 12).update({ changes: { from: 12, insert: '\nx = ' }, selection: EditorSelection.cursor(17) }).state;
    expect(typeAll(moved, '(1)').doc.toString()).toBe('turn_right()\nx = (1)');
  });
});
