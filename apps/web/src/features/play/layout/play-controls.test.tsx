import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeyboardHelp } from '../dialogs/info-dialogs.tsx';
import { GameToolbar } from './play-controls.tsx';

const noop = () => undefined;

describe('the map and speed keys, for a screen reader and in Map Info', () => {
  it('describes the speed group by its keys', () => {
    const html = renderToStaticMarkup(<GameToolbar speed="normal" onSpeed={noop} helpEnabled onMapInfo={noop} onHelp={noop} onCodeBook={noop} />);
    const group = /<div[^>]*data-testid="speed-selector"[^>]*>/.exec(html)?.[0] ?? '';
    const target = /aria-describedby="([^"]+)"/.exec(group)?.[1] ?? 'missing';
    const hint = new RegExp(`id="${target}"[^>]*>([^<]*)<`).exec(html)?.[1];
    expect(hint).toBe('Alt+Shift+1, 2 or 3 chooses the speed.');
  });

  it('explains the map\'s keys in Map Info', () => {
    const html = renderToStaticMarkup(<KeyboardHelp />);
    for (const words of ['With the keyboard', 'Press Tab until the map is selected', 'Arrow keys move the map', 'Page Up and Page Down', 'Alt+Shift+1, 2 or 3']) {
      expect(html).toContain(words);
    }
  });
});
