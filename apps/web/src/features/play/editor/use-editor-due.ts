import { useEffect, useState } from 'react';

/** The longest the real editor waits when the page never gets ready (a map that will not load). */
const LATEST_MS = 3000;

/**
 * Whether the play screen's code editor should be made yet: once the page is ready (Run enabled,
 * or Python failed and Run says why), at the latest 3 s after the level opened; then for good.
 * Until then the child's code shows in the editor's placeholder.
 */
export function useEditorDue(pageReady: boolean): boolean {
  const [due, setDue] = useState(pageReady);
  useEffect(() => {
    if (due) return;
    if (!pageReady) {
      const timer = window.setTimeout(() => setDue(true), LATEST_MS);
      return () => window.clearTimeout(timer);
    }
    // After the frame that shows Run enabled, not in it.
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setDue(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [due, pageReady]);
  return due;
}
