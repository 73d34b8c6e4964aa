import { setDiagnostics } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { HighlightStyle } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { EDITOR_PALETTE } from './editor-palette.ts';

/**
 * The look of Codehop's Python editors (the play screen's and the challenges'): the dark panel,
 * the friendly colours, and the error marks. Moved here from features/play/editor unchanged.
 */
export interface EditorSizes {
  readonly fontSize: number;
  readonly lineHeight: number;
  readonly autocompleteWidth: number;
  readonly autocompleteRows: number;
}

export function pythonEditorTheme(EDITOR: EditorSizes): Extension {
  return EditorView.theme(
    {
      // The height is the box's around it: 400 px where there is room (see the play screen).
      '&': {
        fontSize: `${EDITOR.fontSize}px`,
        height: '100%',
        backgroundColor: EDITOR_PALETTE.background,
        color: EDITOR_PALETTE.text,
        borderRadius: '12px',
      },
      '.cm-scroller': {
        fontFamily: EDITOR_PALETTE.fontFamily,
        lineHeight: `${EDITOR.lineHeight}px`,
      },
      '.cm-content': { caretColor: '#4ade80', paddingBlock: `${EDITOR_PALETTE.contentPadding}px` },
      '.cm-gutters': {
        backgroundColor: EDITOR_PALETTE.gutterBackground,
        color: EDITOR_PALETTE.gutterText,
        border: 'none',
        borderRadius: '12px 0 0 12px',
      },
      '.cm-activeLineGutter': { backgroundColor: 'rgba(74, 222, 128, 0.12)' },
      '.cm-activeLine': { backgroundColor: 'rgba(74, 222, 128, 0.06)' },
      '.cm-run-line': {
        backgroundColor: 'rgba(251, 191, 36, 0.24)',
        boxShadow: 'inset 4px 0 0 #fbbf24',
      },
      '&.cm-focused .cm-cursor': { borderLeftColor: '#4ade80', borderLeftWidth: '2px' },
      '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
        backgroundColor: 'rgba(74, 222, 128, 0.25) !important',
      },
      '.cm-tooltip': {
        border: '1px solid rgba(187, 247, 208, 0.25)',
        backgroundColor: '#13201a',
        borderRadius: '10px',
        overflow: 'hidden',
      },
      '.cm-tooltip-autocomplete': { width: `${EDITOR.autocompleteWidth}px` },
      '.cm-tooltip-autocomplete > ul': {
        maxHeight: `${EDITOR.autocompleteRows * 30}px !important`,
        fontFamily: 'inherit',
      },
      '.cm-tooltip-autocomplete > ul > li': { lineHeight: '30px', padding: '0 10px !important' },
      '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
        backgroundColor: '#22c55e',
        color: '#052e16',
      },
      '.cm-completionInfo': {
        maxWidth: '320px',
        padding: '10px 12px',
        whiteSpace: 'pre-line',
        fontFamily: '"Nunito Variable", system-ui, sans-serif',
        fontSize: '15px',
        lineHeight: '1.45',
      },
      '.cm-completionDetail': { color: '#a7c4b5', fontStyle: 'normal', marginLeft: '4px' },
      '.cm-tip-gutter': { width: '22px' },
      '.cm-tip-marker': {
        cursor: 'default',
        display: 'inline-flex',
        verticalAlign: 'middle',
        animation: 'cm-tip-pop 300ms ease-out',
      },
      '@keyframes cm-tip-pop': { from: { transform: 'scale(0)' }, to: { transform: 'scale(1)' } },
      '.cm-diagnostic-error': {
        borderLeft: '4px solid #f87171',
        fontFamily: '"Nunito Variable", system-ui, sans-serif',
      },
      '.cm-lintRange-error': {
        backgroundImage: 'none',
        textDecoration: 'underline wavy #f87171 2px',
        textUnderlineOffset: '4px',
      },
      '.cm-panels': { backgroundColor: '#13201a' },
    },
    { dark: true },
  );
}

/** Bright, friendly colours on the dark panel; commands stand out as the words that move things. */
export const pythonHighlight = HighlightStyle.define([
  { tag: tags.keyword, color: '#f472b6', fontWeight: '700' },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
    color: '#4ade80',
    fontWeight: '700',
  },
  { tag: [tags.string, tags.special(tags.string)], color: '#fde68a' },
  { tag: [tags.number, tags.bool, tags.null], color: '#93c5fd' },
  { tag: tags.comment, color: '#7d9c8c', fontStyle: 'italic' },
  { tag: [tags.operator, tags.punctuation], color: '#cbd5e1' },
  { tag: tags.variableName, color: '#ecfdf3' },
  { tag: tags.definition(tags.variableName), color: '#fdba74' },
]);

/** Marks the failing line with the error (red wave and gutter dot), or clears it. */
export function showError(
  view: EditorView,
  error: { readonly line: number; readonly message: string } | null,
): void {
  if (!error) {
    view.dispatch(setDiagnostics(view.state, []));
    return;
  }
  const lineNo = Math.min(Math.max(1, error.line), view.state.doc.lines);
  const line = view.state.doc.line(lineNo);
  view.dispatch(
    setDiagnostics(view.state, [
      {
        from: line.from,
        to: Math.max(line.from, line.to),
        severity: 'error',
        message: error.message,
      },
    ]),
    { effects: EditorView.scrollIntoView(line.from, { y: 'center' }) },
  );
}
