import { useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import { SKIP_LINKS_SLOT } from '../../../lib/skip-links.ts';
import { usePlayText } from '../i18n/use-play-text.ts';
import { RUN_BUTTON_ID } from '../model/constants.ts';

export interface SkipLinksProps {
  /** Show the code half (a phone shows one half at a time) before the focus goes there. */
  readonly showCode: () => void;
  readonly focusEditor: () => void;
}

/** The Run button of the code panel. */
export function focusRunButton(): void {
  document.getElementById(RUN_BUTTON_ID)?.focus();
}

/**
 * The page's first two Tab stops, seen only when focused: straight to the editor, or to Run,
 * past the top bar, the heading and the guide.
 */
export function SkipLinks({ showCode, focusEditor }: SkipLinksProps) {
  const t = usePlayText();
  // The play screen is a lazy route: the layout, and its slot, are on the page before it.
  const [slot] = useState(() => document.getElementById(SKIP_LINKS_SLOT));

  const go = (focus: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    showCode();
    // After the code half is drawn.
    requestAnimationFrame(focus);
  };
  const link = {
    position: 'absolute',
    insetInlineStart: 12,
    top: 8,
    zIndex: 2000,
    px: 2,
    py: 1.25,
    borderRadius: 2,
    fontWeight: 800,
    color: '#052e16',
    backgroundColor: 'primary.main',
    textDecoration: 'underline',
    // Off the screen until the keyboard reaches it.
    transform: 'translateY(-300%)',
    '&:focus': { transform: 'none' },
  } as const;
  const links = (
    <Box component="nav" aria-label={t('keyboard.skipLinks')} data-testid="skip-links">
      <Box component="a" href="#play-editor" onClick={go(focusEditor)} sx={link}>
        {t('keyboard.skipToEditor')}
      </Box>
      <Box component="a" href={`#${RUN_BUTTON_ID}`} onClick={go(focusRunButton)} sx={link}>
        {t('keyboard.skipToRun')}
      </Box>
    </Box>
  );
  return slot ? createPortal(links, slot) : links;
}
