import { forwardRef } from 'react';
import { CodeEditor, type CodeEditorHandle, type CodeEditorProps } from '../../../components/code-editor/code-editor.tsx';
import { playLanguageHelp } from './editor-extensions.ts';

export type PlayCodeEditorProps = Omit<CodeEditorProps, 'languageHelp' | 'minHeight' | 'testId'>;

// Made once for the visit: the editor reads it when it is created.
const languageHelp = playLanguageHelp();

/** The shared Python editor with the game's commands: what the lazy play editor loads. */
export const PlayCodeEditor = forwardRef<CodeEditorHandle, PlayCodeEditorProps>(function PlayCodeEditor(props, ref) {
  return <CodeEditor ref={ref} {...props} languageHelp={languageHelp} />;
});
