import { useEffect, useState } from 'react';
import { lazyModule } from '../lib/lazy-module.ts';
import { MarkdownPreview } from './markdown-preview.tsx';

/** react-markdown and its parser (~35 kB gzipped), fetched once per visit when first due. */
const markdown = lazyModule(() => import('./markdown.tsx'), 'The text renderer');

/** Starts the real renderer's download (the play screen: once Run is enabled). */
export const preloadMarkdown = markdown.preload;

/**
 * Markdown behind a dynamic import: the real renderer once it has arrived (fetched when `due`), a plain
 * preview of the same text in the same look until then. The play screen shows its guide at once
 * and leaves parsing Markdown until Run is enabled; a dialog (due by default) fetches it on open.
 */
export function LazyMarkdown({ children, due = true }: { readonly children: string; readonly due?: boolean }) {
  const [module, setModule] = useState(markdown.loaded);
  useEffect(() => {
    if (module || !due) return;
    let live = true;
    markdown.load().then(
      (arrived) => live && setModule(() => arrived),
      // Offline before the first visit finished: the preview stays, which reads the same.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [module, due]);
  // Once here it is used at once, due or not: nothing left to wait for.
  if (module) return <module.Markdown>{children}</module.Markdown>;
  return <MarkdownPreview>{children}</MarkdownPreview>;
}
