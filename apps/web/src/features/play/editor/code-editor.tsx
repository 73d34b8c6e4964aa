import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { playEditorExtensions, showActiveLine, showError } from './editor-extensions.ts';
import { markTipLine } from '../../../components/code-editor/tip-marker.ts';

export interface CodeEditorHandle {
  getCode(): string;
  setCode(code: string): void;
  focus(): void;
}

export interface CodeEditorProps {
  readonly initialCode: string;
  readonly onChange: (code: string) => void;
  /** The line of the event being shown during a run. */
  readonly activeLine: number | null;
  readonly error: { readonly line: number; readonly message: string } | null;
  /** The assistant's tip line; its marker appears 500 ms after the editor scrolls there. */
  readonly tipLine: number | null;
  readonly readOnly: boolean;
  readonly label: string;
}

/** CodeMirror 6 with Python, the command autocomplete, the run line and error marks. */
export const CodeEditor = forwardRef<CodeEditorHandle, CodeEditorProps>(function CodeEditor(props, ref) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const readOnlyRef = useRef(new Compartment());
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
        extensions: playEditorExtensions({
          onChange: (code) => onChangeRef.current(code),
          readOnly: readOnlyRef.current.of(EditorState.readOnly.of(false)),
        }),
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The editor is created once; new code arrives through setCode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useImperativeHandle(ref, () => ({
    getCode: () => viewRef.current?.state.doc.toString() ?? '',
    setCode: (code: string) => {
      const view = viewRef.current;
      if (!view) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
    },
    focus: () => viewRef.current?.focus(),
  }));

  useEffect(() => {
    const view = viewRef.current;
    if (view) showActiveLine(view, props.activeLine);
  }, [props.activeLine]);

  useEffect(() => {
    const view = viewRef.current;
    if (view) showError(view, props.error);
  }, [props.error]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    view.dispatch({ effects: readOnlyRef.current.reconfigure(EditorState.readOnly.of(props.readOnly)) });
  }, [props.readOnly]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    return markTipLine(view, props.tipLine);
  }, [props.tipLine]);

  return (
    <Box
      ref={hostRef}
      // Python reads left to right in every language, also on a right-to-left page.
      dir="ltr"
      data-testid="code-editor"
      aria-label={props.label}
      sx={{
        borderRadius: '12px',
        border: '2px solid',
        borderColor: props.readOnly ? 'rgba(251, 191, 36, 0.45)' : 'rgba(187, 247, 208, 0.16)',
        transition: 'border-color 200ms',
        '&:focus-within': { borderColor: props.readOnly ? 'rgba(251, 191, 36, 0.6)' : 'primary.main' },
        overflow: 'hidden',
      }}
    />
  );
});
