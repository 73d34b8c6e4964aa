import { forwardRef, Suspense, useImperativeHandle, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { CodeEditorHandle } from '../../../components/code-editor/code-editor.tsx';
import type { PlayCodeEditorProps } from './play-code-editor.tsx';
import { lazyModule } from '../../../lib/lazy-module.ts';
import { lazyComponent } from '../../../lib/lazy-component.tsx';
import { EDITOR_PALETTE } from '../../../components/code-editor/editor-palette.ts';
import { EDITOR } from '../model/constants.ts';

/**
 * CodeMirror (~140 kB gzipped), fetched once per visit when the editor is first due (Run
 * enabled): parsing and running it before would slow the map and Python's start.
 */
const editor = lazyModule(() => import('./play-code-editor.tsx'), 'The code editor');

const RealEditor = lazyComponent(editor, (module) => module.PlayCodeEditor);

/**
 * The editor's place until CodeMirror is due and has arrived: the child's code already readable
 * (as code: a `pre`, not text to translate), in the editor's font and frame, so nothing jumps
 * when the real editor takes over.
 */
function EditorPlaceholder({ code, label }: { readonly code: string; readonly label: string }) {
  const numbers = code.split('\n').map((_line, index) => index + 1);
  const text = { whiteSpace: 'pre', pt: `${EDITOR_PALETTE.contentPadding}px` } as const;
  return (
    <Box
      component="pre"
      dir="ltr"
      translate="no"
      data-testid="code-editor-placeholder"
      aria-label={label}
      aria-busy="true"
      sx={{
        display: 'flex',
        m: 0,
        borderRadius: '12px',
        border: '2px solid rgba(187, 247, 208, 0.16)',
        overflow: 'auto',
        backgroundColor: EDITOR_PALETTE.background,
        color: EDITOR_PALETTE.text,
        fontFamily: EDITOR_PALETTE.fontFamily,
        fontSize: EDITOR.fontSize,
        lineHeight: `${EDITOR.lineHeight}px`,
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ ...text, flex: `0 0 ${EDITOR_PALETTE.gutterWidth}px`, boxSizing: 'border-box', pl: '5px', backgroundColor: EDITOR_PALETTE.gutterBackground, color: EDITOR_PALETTE.gutterText, userSelect: 'none' }}
      >
        {numbers.join('\n')}
      </Box>
      <Box component="span" sx={{ ...text, pl: `${EDITOR_PALETTE.lineIndent}px` }}>
        {code}
      </Box>
    </Box>
  );
}

export interface LazyCodeEditorProps extends PlayCodeEditorProps {
  /**
   * False keeps the placeholder: making CodeMirror's view is main-thread work the map and Run do
   * not need, so the play screen asks for it once Run is enabled (issue 18).
   */
  readonly due: boolean;
}

/**
 * `PlayCodeEditor` behind a dynamic import. Until it arrives (and is due), code set from outside
 * (Reset, Load, a tip's Apply) is kept and becomes the real editor's first text.
 */
export const LazyCodeEditor = forwardRef<CodeEditorHandle, LazyCodeEditorProps>(function LazyCodeEditor({ due, ...props }, ref) {
  const inner = useRef<CodeEditorHandle>(null);
  const [code, setCode] = useState(props.initialCode);
  useImperativeHandle(
    ref,
    () => ({
      getCode: () => inner.current?.getCode() ?? code,
      setCode: (next: string) => {
        if (inner.current) inner.current.setCode(next);
        else setCode(next);
      },
      focus: () => inner.current?.focus(),
      // Before CodeMirror arrives there is no cursor to type at.
      edit: (command) => inner.current?.edit(command),
    }),
    [code],
  );
  const placeholder = <EditorPlaceholder code={code} label={props.label} />;
  if (!due) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RealEditor ref={inner} {...props} initialCode={code} />
    </Suspense>
  );
});
