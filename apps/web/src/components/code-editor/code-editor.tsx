import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { Compartment, EditorState, type Extension, type StateCommand } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { showActiveLine } from './active-line.ts';
import { codeEditorExtensions } from './editor-extensions.ts';
import { showError } from './python-editor-look.ts';
import { markTipLine } from './tip-marker.ts';

export interface CodeEditorHandle {
  getCode(): string;
  setCode(code: string): void;
  focus(): void;
  /** Runs an editing command (the touch code keyboard's keys) on the code, and keeps the cursor in view. */
  edit(command: StateCommand): void;
}

/** What the content element tells the browser and screen readers beyond its name. */
function contentAttributes(inputMode: 'none' | undefined, describedBy: string | undefined): Extension {
  return EditorView.contentAttributes.of({
    ...(inputMode ? { inputmode: inputMode } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  });
}

export interface CodeEditorProps {
  readonly initialCode: string;
  readonly onChange?: (code: string) => void;
  readonly error: { readonly line: number; readonly message: string } | null;
  readonly label: string;
  /** The assistant's tip line: scrolled to, and marked with a lightbulb after 500 ms. */
  readonly tipLine?: number | null;
  /** The line of the event being shown during a run. */
  readonly activeLine?: number | null;
  /** While a run plays: the frame turns amber and the code cannot change. */
  readonly readOnly?: boolean;
  /** Made once with the editor: the play screen's game commands and their autocomplete. */
  readonly languageHelp?: Extension;
  /** The editor's least height; by default it fills the box around it. */
  readonly minHeight?: number;
  readonly testId?: string;
  /**
   * `none`: a tap in the code places the cursor but opens no on-screen keyboard (the touch code
   * keyboard types instead).
   */
  readonly inputMode?: 'none';
  /** The id of a line that tells how to use the editor (read out when it takes the focus). */
  readonly describedBy?: string;
}

/**
 * Codehop's Python editor (CodeMirror 6): the look, Python, the run line, the error and tip
 * marks. The play screen (through its lazy wrapper) and the challenges use it.
 */
export const CodeEditor = forwardRef<CodeEditorHandle, CodeEditorProps>(function CodeEditor(props, ref) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const readOnlyRef = useRef(new Compartment());
  const attributesRef = useRef(new Compartment());
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
        extensions: codeEditorExtensions({
          onChange: (code) => onChangeRef.current?.(code),
          readOnly: readOnlyRef.current.of(EditorState.readOnly.of(false)),
          label: props.label,
          languageHelp: props.languageHelp,
        }).concat(attributesRef.current.of(contentAttributes(props.inputMode, props.describedBy))),
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
      if (view) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
    },
    focus: () => viewRef.current?.focus(),
    edit: (command: StateCommand) => {
      const view = viewRef.current;
      if (!view) return;
      command(view);
      if (!view.hasFocus) view.focus();
    },
  }));

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    view.dispatch({ effects: attributesRef.current.reconfigure(contentAttributes(props.inputMode, props.describedBy)) });
    // A device reads inputmode when the focus arrives: focused again, it opens (or shuts) its keyboard.
    if (view.hasFocus) {
      view.contentDOM.blur();
      view.focus();
    }
  }, [props.inputMode, props.describedBy]);

  const activeLine = props.activeLine ?? null;
  useEffect(() => {
    const view = viewRef.current;
    if (view) showActiveLine(view, activeLine);
  }, [activeLine]);

  useEffect(() => {
    const view = viewRef.current;
    if (view) showError(view, props.error);
  }, [props.error]);

  const readOnly = props.readOnly ?? false;
  useEffect(() => {
    const view = viewRef.current;
    if (view) view.dispatch({ effects: readOnlyRef.current.reconfigure(EditorState.readOnly.of(readOnly)) });
  }, [readOnly]);

  const tipLine = props.tipLine ?? null;
  useEffect(() => {
    const view = viewRef.current;
    return view ? markTipLine(view, tipLine) : undefined;
  }, [tipLine]);

  return (
    <Box
      ref={hostRef}
      // Python reads left to right in every language, also on a right-to-left page.
      dir="ltr"
      data-testid={props.testId ?? 'code-editor'}
      aria-label={props.label}
      sx={{
        borderRadius: '12px',
        border: '2px solid',
        borderColor: readOnly ? 'rgba(251, 191, 36, 0.45)' : 'rgba(187, 247, 208, 0.16)',
        transition: 'border-color 200ms',
        '&:focus-within': { borderColor: readOnly ? 'rgba(251, 191, 36, 0.6)' : 'primary.main' },
        overflow: 'hidden',
        // A least height (not the play screen's fixed box): the line numbers' column runs down the whole
        // editor, as on the play screen, not only beside the lines written so far. CodeMirror writes
        // the gutters' min-height inline (the text's height), hence the !important.
        ...(props.minHeight === undefined
          ? {}
          : {
              '& .cm-editor, & .cm-editor .cm-scroller': { minHeight: props.minHeight },
              '& .cm-editor .cm-gutters': { minHeight: `${props.minHeight}px !important` },
            }),
      }}
    />
  );
});
