import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';

/** The line of the event being shown during a run (the play screen's; the challenges show none). */
export const setActiveLine = StateEffect.define<number | null>();
const activeLineMark = Decoration.line({ class: 'cm-run-line' });

export const activeLineField = StateField.define<DecorationSet>({
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
