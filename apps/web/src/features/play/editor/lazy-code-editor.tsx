import { forwardRef, Suspense, useImperativeHandle, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { CodeEditorHandle, CodeEditorProps } from './code-editor.tsx';
import { lazyModule } from '../../../lib/lazy-module.ts';
import { lazyComponent } from '../../../lib/lazy-component.tsx';

/**
 * CodeMirror (~140 kB gzipped), fetched once per visit when the editor is first due (Run
 * enabled): parsing and running it before would slow the map and Python's start.
 */
const editor = lazyModule(() => import('./code-editor.tsx'), 'The code editor');

const RealEditor = lazyComponent(editor, (module) => module.CodeEditor);

/**
 * The editor's place while CodeMirror downloads: the child's code already readable, in the
 * editor's font and frame, so nothing jumps when the real editor takes over.
 */
function EditorPlaceholder({ code, label }: { readonly code: string; readonly label: string }) {
  return (
    <Box
      dir="ltr"
      data-testid="code-editor-placeholder"
      aria-label={label}
      aria-busy="true"
      sx={{
        borderRadius: '12px',
        border: '2px solid rgba(187, 247, 208, 0.16)',
        overflow: 'auto',
        m: 0,
        p: '4px 8px 4px 44px',
        fontFamily: 'monospace',
        fontSize: 16,
        lineHeight: '22px',
        whiteSpace: 'pre',
        color: 'text.secondary',
      }}
    >
      {code}
    </Box>
  );
}

export interface LazyCodeEditorProps extends CodeEditorProps {
  /**
   * False keeps the placeholder: making CodeMirror's view is main-thread work the map and Run do
   * not need, so the play screen asks for it once Run is enabled (issue 18).
   */
  readonly due: boolean;
}

/**
 * `CodeEditor` behind a dynamic import. Until it arrives (and is due), code set from outside
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
