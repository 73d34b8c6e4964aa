import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { MAP_KEYS, mapKeyAction, PAN_TILES } from './camera/camera-keys.ts';
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
  /**
   * The map takes the focus and its keys (camera/camera-keys.ts): its name, and the line that
   * tells which keys move it, shown while it has the keyboard's focus.
   */
  readonly keyboard?: { readonly label: string; readonly hint: string };
}

/**
 * A level's place for the map: takes the game's canvas in a layout effect (it is there before
 * the first paint) and shows this level's setup; the first level makes the game, later ones
 * switch its scene.
 */
export function GameView({ host, bus, setup, hold = false, keyboard }: GameViewProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const detach = host.attach(panel);
    host.show(bus, setup);
    return detach;
  }, [host, bus, setup]);

  useEffect(() => host.hold(hold), [host, hold]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = mapKeyAction(event);
    if (!action) return;
    // The arrows would scroll the page as well.
    event.preventDefault();
    if (action.kind === 'pan') bus.toScene.emit('pan', { dx: action.dx, dy: action.dy, tiles: PAN_TILES });
    else if (action.kind === 'zoom') bus.toScene.emit('zoom-step', action.direction);
    else bus.toScene.emit('follow', undefined);
  };

  return (
    <>
      <Box
        ref={panelRef}
        data-testid="game-canvas"
        sx={{
          position: 'absolute',
          inset: 0,
          overflow: 'hidden',
          touchAction: 'none',
          '& canvas': { display: 'block' },
          // Inside the map's edge (the panel's neighbours would hide a ring outside it), and over
          // the canvas, which would cover an outline drawn inside.
          '&:focus-visible': { outline: 'none' },
          '&:focus-visible::after': { content: '""', position: 'absolute', inset: 0, border: '3px solid #fde047', pointerEvents: 'none', zIndex: 1 },
          '&:focus-visible + [data-map-hint]': { display: 'block' },
        }}
        onContextMenu={(event) => event.preventDefault()}
        {...(keyboard
          ? { tabIndex: 0, role: 'application', 'aria-label': keyboard.label, 'aria-describedby': hintId, 'aria-keyshortcuts': MAP_KEYS, onKeyDown }
          : {})}
      />
      {keyboard ? (
        <Box
          id={hintId}
          data-map-hint
          sx={{
            display: 'none',
            position: 'absolute',
            insetInline: 8,
            bottom: 12,
            mx: 'auto',
            width: 'fit-content',
            maxWidth: 'calc(100% - 16px)',
            px: 1.5,
            py: 0.75,
            borderRadius: 2,
            backgroundColor: 'rgba(12,20,16,0.92)',
            color: '#ecfdf3',
            fontSize: '0.9rem',
            fontWeight: 700,
            textAlign: 'center',
            pointerEvents: 'none',
            zIndex: 2,
          }}
        >
          {keyboard.hint}
        </Box>
      ) : null}
    </>
  );
}
