import { useEffect, useId, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CodeEditorHandle } from '../../../components/code-editor/code-editor.tsx';
import type { PlayController } from '../controller/use-play-controller.ts';
import { LazyCodeEditor } from '../editor/lazy-code-editor.tsx';
import { LazyCodeKeyboard } from '../editor/lazy-code-keyboard.tsx';
import { usePlayText } from '../i18n/use-play-text.ts';
import { EDITOR } from '../model/constants.ts';

export interface EditorAreaProps {
  readonly c: PlayController;
  readonly editorRef: RefObject<CodeEditorHandle | null>;
  /** The level's commands, for the code keyboard. */
  readonly commands: readonly string[];
}

/** The id skip links lead to. */
export const EDITOR_ID = 'play-editor';

/**
 * The editor, with what helps each way of typing: with a keyboard, the line that says how to
 * leave it (Tab indents inside it); on a touch screen, the code keyboard under it (above it on a
 * phone while the device's letters are open), and no on-screen letters keyboard unless the child
 * asks for it.
 */
export function EditorArea({ c, editorRef, commands }: EditorAreaProps) {
  const t = usePlayText();
  const hintId = useId();
  const touch = useMediaQuery('(pointer: coarse)');
  const [focused, setFocused] = useState(false);
  const [letters, setLetters] = useState(false);
  const { narrow, snap } = c;

  useEffect(() => {
    // Asked for letters: the editor takes the focus again, and the device's keyboard opens.
    if (letters) editorRef.current?.focus();
  }, [letters, editorRef]);

  const keyboard =
    touch && c.editorDue ? (
      <Box sx={{ flexShrink: 0 }}>
        <LazyCodeKeyboard
          commands={commands}
          onEdit={(command) => editorRef.current?.edit(command)}
          disabled={c.busy}
          letters={letters}
          onLetters={setLetters}
        />
      </Box>
    ) : null;
  // With the letters open on a phone, the device's keyboard covers the bottom of the screen, where
  // the code keyboard stood: it moves above the editor, where the child still sees it.
  const keyboardAbove = narrow && letters;

  return (
    <>
      {keyboardAbove ? keyboard : null}
      <Box
        id={EDITOR_ID}
        data-testid="editor-box"
        onFocus={() => setFocused(true)}
        onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
        sx={{
          position: 'relative',
          display: 'flex',
          minHeight: 0,
          '& > :first-of-type': { flex: '1 1 auto', minHeight: 0 },
          // On a touch phone the code keyboard stands under the editor too: the editor gives it room.
          ...(narrow ? { flexShrink: 0, height: `min(${EDITOR.height}px, ${touch ? 30 : 36}dvh)` } : { flex: `0 1 ${EDITOR.height}px`, minHeight: 200 }),
        }}
      >
        <LazyCodeEditor
          ref={editorRef}
          initialCode={c.code.initialCode}
          onChange={c.code.onCodeChange}
          activeLine={snap.line}
          error={c.errorMark}
          tipLine={c.tip.line}
          readOnly={c.busy}
          label={t('editor.label')}
          due={c.editorDue}
          inputMode={touch && !letters ? 'none' : undefined}
          describedBy={touch ? undefined : hintId}
        />
        {touch ? null : (
          <Box
            id={hintId}
            data-testid="editor-leave-hint"
            sx={{
              position: 'absolute',
              insetInlineEnd: 10,
              bottom: 8,
              px: 1.25,
              py: 0.5,
              borderRadius: 2,
              fontSize: '0.85rem',
              fontWeight: 700,
              color: '#ecfdf3',
              backgroundColor: 'rgba(12, 20, 16, 0.92)',
              border: '1px solid rgba(187, 247, 208, 0.25)',
              pointerEvents: 'none',
              zIndex: 3,
              // Kept in the page (the editor's description reads it) but seen only while typing.
              visibility: focused ? 'visible' : 'hidden',
            }}
          >
            {t('keyboard.leaveEditor')}
          </Box>
        )}
      </Box>
      {keyboardAbove ? null : keyboard}
    </>
  );
}
