import { useEffect, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import * as Phaser from 'phaser';
import { TIMING } from '../model/constants.ts';
import type { PlayBus } from './play-bus.ts';
import { PLAY_SCENE_KEY, PlayScene } from './play-scene.ts';
import type { SceneSetup } from './scene-types.ts';

export interface GameViewProps {
  readonly bus: PlayBus;
  readonly setup: SceneSetup;
  /**
   * Hold the render loop (the drawn frame stays on screen): while Python boots, the map has
   * nothing to animate and the processor is better spent on the worker.
   */
  readonly hold?: boolean;
}

/**
 * Mounts the Phaser game: created in a layout effect (the canvas exists before the first
 * paint), destroyed on unmount. A new level restarts the scene after the 100 ms switch wait.
 */
export function GameView({ bus, setup, hold = false }: GameViewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const gameRef = useRef<Phaser.Game | null>(null);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const game = new Phaser.Game({
      type: Phaser.AUTO,
      parent: host,
      backgroundColor: '#0c1410',
      pixelArt: true,
      antialias: false,
      scale: { mode: Phaser.Scale.RESIZE, width: host.clientWidth || 640, height: host.clientHeight || 480 },
      input: { mouse: { preventDefaultWheel: true }, touch: { capture: true } },
      audio: { disableWebAudio: false },
      banner: false,
      scene: [],
    });
    gameRef.current = game;
    game.scene.add(PLAY_SCENE_KEY, PlayScene, true, { bus, setup });
    let reload: number | undefined;
    const onContextLost = (event: Event) => {
      event.preventDefault();
      reload = window.setTimeout(() => window.location.reload(), TIMING.contextLossReloadMs);
    };
    game.canvas.addEventListener('webglcontextlost', onContextLost);
    game.canvas.addEventListener('contextmenu', (event) => event.preventDefault());
    return () => {
      window.clearTimeout(reload);
      game.canvas.removeEventListener('webglcontextlost', onContextLost);
      game.destroy(true);
      gameRef.current = null;
    };
    // The game is made once per mount; level changes go through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const firstSetup = useRef(setup);
  useLayoutEffect(() => {
    if (firstSetup.current === setup) return;
    const game = gameRef.current;
    if (!game) return;
    game.scene.stop(PLAY_SCENE_KEY);
    const timer = window.setTimeout(() => game.scene.start(PLAY_SCENE_KEY, { bus, setup }), TIMING.sceneSwitchMs);
    return () => window.clearTimeout(timer);
  }, [bus, setup]);

  useEffect(() => {
    const game = gameRef.current;
    if (!game) return;
    if (!hold) {
      game.loop.wake(true);
      return;
    }
    // Two frames first, so the finished map is on screen before the loop rests.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => game.loop.sleep());
    });
    return () => cancelAnimationFrame(frame);
  }, [hold]);

  return (
    <Box
      ref={hostRef}
      data-testid="game-canvas"
      sx={{ position: 'absolute', inset: 0, overflow: 'hidden', touchAction: 'none', '& canvas': { display: 'block' } }}
      onContextMenu={(event) => event.preventDefault()}
    />
  );
}
