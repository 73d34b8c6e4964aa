import { RangeSet, StateEffect, StateField, type Extension } from '@codemirror/state';
import { EditorView, GutterMarker, gutter } from '@codemirror/view';
import { TIMING } from '../../lib/game/scene-constants.ts';

/**
 * The assistant's tip marker in the editor's gutter (gameplay §4: a lightbulb at the tip's line,
 * 500 ms after the tip appears), shared by the play editor and the challenge editor.
 */
export const setTipLine = StateEffect.define<number | null>();

// A drawn lightbulb, not the emoji: computers without a colour-emoji font show an empty box.
const LIGHTBULB_PATH =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2m-3-3h6c.55 0 1-.45 1-1s-.45-1-1-1H9c-.55 0-1 .45-1 1s.45 1 1 1m3-17C7.86 2 4.5 5.36 4.5 9.5c0 3.82 2.66 5.86 3.77 6.5h7.46c1.11-.64 3.77-2.68 3.77-6.5C19.5 5.36 16.14 2 12 2';
const SVG_NS = 'http://www.w3.org/2000/svg';

class TipMarker extends GutterMarker {
  override toDOM(): Node {
    const span = document.createElement('span');
    span.className = 'cm-tip-marker';
    span.setAttribute('role', 'img');
    span.setAttribute('aria-label', 'Tip');
    const svg = document.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('width', '16');
    svg.setAttribute('height', '16');
    svg.setAttribute('fill', '#fbbf24');
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', LIGHTBULB_PATH);
    svg.append(path);
    span.append(svg);
    return span;
  }
}
const tipMarker = new TipMarker();

const tipField = StateField.define<RangeSet<GutterMarker>>({
  create: () => RangeSet.empty,
  update(value, transaction) {
    let next = value.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setTipLine)) continue;
      const line = effect.value;
      next = line !== null && line >= 1 && line <= transaction.state.doc.lines
        ? RangeSet.of([tipMarker.range(transaction.state.doc.line(line).from)])
        : RangeSet.empty;
    }
    return next;
  },
});

const tipGutter = gutter({ class: 'cm-tip-gutter', markers: (view) => view.state.field(tipField) });

/** The marker's state and gutter, to add to an editor's extensions. */
export const tipMarkerExtension: Extension = [tipField, tipGutter];

/** Marks `line` (scrolled into view at once, the lightbulb after 500 ms); returns the cancel for an effect's cleanup. */
export function markTipLine(view: EditorView, line: number | null): (() => void) | undefined {
  view.dispatch({ effects: setTipLine.of(null) });
  if (line === null || line < 1 || line > view.state.doc.lines) return undefined;
  view.dispatch({ effects: EditorView.scrollIntoView(view.state.doc.line(line).from, { y: 'center' }) });
  const timer = window.setTimeout(() => view.dispatch({ effects: setTipLine.of(line) }), TIMING.tipMarkerMs);
  return () => window.clearTimeout(timer);
}
