import { describe, expect, it } from 'vitest';
import { indentUnit } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { activeLineField, setActiveLine } from './active-line.ts';
import { codeEditorExtensions } from './editor-extensions.ts';

function state(doc: string, changes: string[] = []) {
  return EditorState.create({
    doc,
    extensions: codeEditorExtensions({ onChange: (code) => changes.push(code), readOnly: EditorState.readOnly.of(false), label: 'Dein Python-Code' }),
  });
}

describe('the shared Python editor (play page and challenges)', () => {
  it('indents by four spaces and names its content in the page language', () => {
    const editor = state('print(1)\n');
    expect(editor.tabSize).toBe(4);
    expect(editor.facet(indentUnit)).toBe('    ');
    const attributes = editor.facet(EditorView.contentAttributes).filter((entry) => typeof entry === 'object');
    expect(attributes).toContainEqual(expect.objectContaining({ 'aria-label': 'Dein Python-Code', spellcheck: 'false' }));
  });

  it('marks the line being shown, and no line outside the program', () => {
    const editor = state('a = 1\nb = 2\n');
    const shown = editor.update({ effects: setActiveLine.of(2) }).state;
    expect(shown.field(activeLineField).size).toBe(1);
    expect(shown.update({ effects: setActiveLine.of(9) }).state.field(activeLineField).size).toBe(0);
  });
});
