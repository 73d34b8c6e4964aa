import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { python } from '@codemirror/lang-python';
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { lintGutter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { pythonEditorTheme, pythonHighlight, showError } from './python-editor-look.ts';
import { markTipLine, tipMarkerExtension } from './tip-marker.ts';

export interface PythonEditorHandle {
  getCode(): string;
  setCode(code: string): void;
}

export interface PythonEditorProps {
  readonly initialCode: string;
  readonly onChange?: (code: string) => void;
  readonly error: { readonly line: number; readonly message: string } | null;
  readonly label: string;
  readonly minHeight?: number;
  /** The assistant tip's line: scrolled to, and marked with a lightbulb after 500 ms. */
  readonly tipLine?: number | null;
}

const SIZES = { fontSize: 16, lineHeight: 22, autocompleteWidth: 300, autocompleteRows: 8 } as const;
const TAB = 4;

/** A plain Python editor with the play screen's look (no game commands): the challenges use it. */
export const PythonEditor = forwardRef<PythonEditorHandle, PythonEditorProps>(function PythonEditor(props, ref) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(props.onChange);
  useLayoutEffect(() => {
    onChangeRef.current = props.onChange;
  });

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: props.initialCode,
        extensions: [
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
          EditorView.lineWrapping,
          highlightActiveLine(),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
          python(),
          indentUnit.of(' '.repeat(TAB)),
          EditorState.tabSize.of(TAB),
          lintGutter(),
          tipMarkerExtension,
          pythonEditorTheme(SIZES),
          EditorView.contentAttributes.of({ 'aria-label': props.label, spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // Created once; new code arrives through setCode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useImperativeHandle(ref, () => ({
    getCode: () => viewRef.current?.state.doc.toString() ?? '',
    setCode: (code: string) => {
      const view = viewRef.current;
      if (view) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
    },
  }));

  useEffect(() => {
    const view = viewRef.current;
    if (view) showError(view, props.error);
  }, [props.error]);

  useEffect(() => {
    const view = viewRef.current;
    return view ? markTipLine(view, props.tipLine ?? null) : undefined;
  }, [props.tipLine]);

  return (
    <Box
      ref={hostRef}
      // Python reads left to right in every language, also on a right-to-left page.
      dir="ltr"
      data-testid="python-editor"
      sx={{
        borderRadius: '12px',
        border: '2px solid rgba(187, 247, 208, 0.16)',
        '&:focus-within': { borderColor: 'primary.main' },
        overflow: 'hidden',
        '& .cm-editor': { minHeight: props.minHeight ?? 280 },
      }}
    />
  );
});
