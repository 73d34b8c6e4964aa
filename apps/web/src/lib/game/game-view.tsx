import { useEffect, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { GameHost } from './game-host.ts';
import type { PlayBus } from './play-bus.ts';
import type { SceneSetup } from './scene-types.ts';

export interface GameViewProps {
  /** The play screen's one game, which outlives this level's view. */
  readonly host: GameHost;
  /** This level's road to the scene. */
  readonly bus: PlayBus;
  readonly setup: SceneSetup;
  /**
   * Hold the render loop (the drawn frame stays on screen): while Python boots, the map has
   * nothing to animate and the processor is better spent on the worker.
   */
  readonly hold?: boolean;
}

/**
 * A level's place for the map: takes the game's canvas in a layout effect (it is there before
 * the first paint) and shows this level's setup; the first level makes the game, later ones
 * switch its scene.
 */
export function GameView({ host, bus, setup, hold = false }: GameViewProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const detach = host.attach(panel);
    host.show(bus, setup);
    return detach;
  }, [host, bus, setup]);

  useEffect(() => host.hold(hold), [host, hold]);

  return (
    <Box
      ref={panelRef}
      data-testid="game-canvas"
      sx={{ position: 'absolute', inset: 0, overflow: 'hidden', touchAction: 'none', '& canvas': { display: 'block' } }}
      onContextMenu={(event) => event.preventDefault()}
    />
  );
}
