import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTheme } from '@mui/material/styles';

export interface PlainTab<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

export interface PlainTabsProps<Value extends string> {
  readonly tabs: readonly PlainTab<Value>[];
  readonly value: Value;
  readonly onChange: (value: Value) => void;
}

/**
 * A row of tabs that look like MUI's and are drawn by CSS alone. MUI's Tabs measures its tabs
 * (getBoundingClientRect) to place the sliding underline on mount, on every resize and whenever
 * its children change; on the play page, built piece by piece while it starts, each measure forced
 * a layout of the whole page: ~130 ms of the main thread in a traced visit. Here the underline is
 * each tab's own border. Keyboard as in the WAI-ARIA tabs pattern: the arrows, Home and End move
 * between tabs and choose them; only the chosen tab is in the Tab order.
 */
export function PlainTabs<Value extends string>({ tabs, value, onChange }: PlainTabsProps<Value>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // Right-to-left pages (Arabic, Hebrew) read the row the other way.
  const rightToLeft = useTheme().direction === 'rtl';
  const choose = (index: number) => {
    // The arrows wrap around: past the last tab is the first.
    const wrapped = (index + tabs.length) % tabs.length;
    const tab = tabs[wrapped];
    if (!tab) return;
    onChange(tab.value);
    buttons.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const target = { [forward]: current + 1, [backward]: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };
  return (
    <Box role="tablist" onKeyDown={onKeyDown} sx={{ display: 'flex', minHeight: 40, mb: 1, borderBottom: 1, borderColor: 'divider' }}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            ref={(button: HTMLButtonElement | null) => {
              buttons.current[index] = button;
            }}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            sx={{
              minHeight: 40,
              minWidth: 90,
              px: 2,
              mb: '-1px',
              typography: 'button',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              '&:hover': { color: 'primary.main' },
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
