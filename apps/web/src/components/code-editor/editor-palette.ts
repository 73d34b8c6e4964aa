/**
 * The Python editors' font and colours, apart from CodeMirror so that a placeholder drawn before
 * CodeMirror has arrived (features/play/editor/lazy-code-editor.tsx) looks the same without
 * bringing it along.
 */
export const EDITOR_PALETTE = {
  fontFamily: '"JetBrains Mono", "Fira Code", ui-monospace, Menlo, Consolas, monospace',
  background: '#0f1a14',
  text: '#ecfdf3',
  gutterBackground: '#0c1410',
  gutterText: '#6b8f7d',
  /** The gutter's width with line numbers up to 99, and the space before a line's text. */
  gutterWidth: 64,
  lineIndent: 6,
  /** Above the first line and below the last. */
  contentPadding: 8,
} as const;
