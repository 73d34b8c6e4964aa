import { useEffect, useState, type ReactNode } from 'react';
import Tooltip from '@mui/material/Tooltip';

const TAPPED_MS = 4000;

/**
 * A tooltip for the level arrows that also opens on a tap or click, even when the arrow is
 * disabled: on a phone that is the only way to learn why Next does nothing (a quick tap is over
 * before a touch tooltip's own timer starts).
 */
export function ArrowTooltip({ title, testId, children }: { readonly title: string; readonly testId: string; readonly children: ReactNode }) {
  const [hovered, setHovered] = useState(false);
  const [tapped, setTapped] = useState(false);
  useEffect(() => {
    if (!tapped) return;
    const timer = window.setTimeout(() => setTapped(false), TAPPED_MS);
    return () => window.clearTimeout(timer);
  }, [tapped]);
  return (
    <Tooltip
      title={title}
      open={hovered || tapped}
      onOpen={() => setHovered(true)}
      onClose={() => {
        setHovered(false);
        setTapped(false);
      }}
    >
      <span data-testid={testId} onClick={() => setTapped(true)}>
        {children}
      </span>
    </Tooltip>
  );
}
