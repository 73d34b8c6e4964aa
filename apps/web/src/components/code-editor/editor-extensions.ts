import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { python } from '@codemirror/lang-python';
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { lintGutter } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers } from '@codemirror/view';
import { activeLineField } from './active-line.ts';
import { pythonEditorTheme, pythonHighlight } from './python-editor-look.ts';
import { tipMarkerExtension } from './tip-marker.ts';

/** Gameplay §9: font 16, line 22, tab 4; the autocomplete list 300 px wide, 8 rows. */
export const EDITOR_SIZES = { fontSize: 16, lineHeight: 22, tabSize: 4, autocompleteWidth: 300, autocompleteRows: 8 } as const;

const theme = pythonEditorTheme(EDITOR_SIZES);

export interface EditorExtensionsOptions {
  readonly onChange: (code: string) => void;
  /** The compartment's read-only switch. */
  readonly readOnly: Extension;
  /** The content's accessible name. */
  readonly label: string;
  /** What a caller adds to plain Python: the play screen's game commands and their autocomplete. */
  readonly languageHelp?: Extension;
}

/** Everything Codehop's Python editor is made of, the play screen's and the challenges'. */
export function codeEditorExtensions(options: EditorExtensionsOptions): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    drawSelection(),
    indentOnInput(),
    syntaxHighlighting(pythonHighlight),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    bracketMatching(),
    closeBrackets(),
    // Long comments in the templates wrap instead of running off the edge (and off a phone).
    EditorView.lineWrapping,
    highlightActiveLine(),
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap]),
    python(),
    indentUnit.of(' '.repeat(EDITOR_SIZES.tabSize)),
    EditorState.tabSize.of(EDITOR_SIZES.tabSize),
    keymap.of([indentWithTab]),
    options.languageHelp ?? [],
    activeLineField,
    tipMarkerExtension,
    lintGutter(),
    theme,
    options.readOnly,
    EditorView.contentAttributes.of({ 'aria-label': options.label, spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off' }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString());
    }),
  ];
}
