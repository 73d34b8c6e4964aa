import { useLayoutEffect, useState } from 'react';
import type * as Phaser from 'phaser';
import { CREATOR_SCENE_KEY, PLAY_SCENE_KEY, TIMING } from './scene-constants.ts';
import { loadGame } from './game-loader.ts';
import type { PlayBus } from './play-bus.ts';
import { yieldToMain } from '../yield-to-main.ts';
import { RestWhenStill } from './rest-when-still.ts';
import type { SceneSetup } from './scene-types.ts';

/**
 * The one Phaser game of a visit to the play screen. Making a game is slow and flashes, so a
 * level change only switches its scene (gameplay §4: the old scene exits, 100 ms wait, the new
 * one loads). The canvas lives in `element`, which each level's game panel takes in turn.
 */
export class GameHost {
  readonly element: HTMLDivElement;
  private game: Phaser.Game | null = null;
  private bus: PlayBus | null = null;
  private setup: SceneSetup | null = null;
  private switchTimer: number | undefined;
  private reloadTimer: number | undefined;
  private removeCanvasListeners: () => void = () => undefined;
  /** Rests the render loop while the map is still (`rest-when-still.ts`). */
  private rest: RestWhenStill | null = null;
  private stopHearingBus: () => void = () => undefined;

  private creating = false;
  /** When `leave` stopped the scene, until the next `show`. */
  private leftAt: number | null = null;

  private readonly kind: 'play' | 'creator';
  private readonly sceneKey: string;

  /** `play` for the game, `creator` for the level creator: the same scene family either way. */
  constructor(kind: 'play' | 'creator' = 'play') {
    this.kind = kind;
    this.sceneKey = kind === 'creator' ? CREATOR_SCENE_KEY : PLAY_SCENE_KEY;
    this.element = document.createElement('div');
    this.element.style.cssText = 'position:absolute;inset:0;overflow:hidden;';
  }

  /** Puts the canvas into a level's game panel; answers the undo. */
  attach(panel: HTMLElement): () => void {
    panel.appendChild(this.element);
    return () => {
      if (this.element.parentNode === panel) panel.removeChild(this.element);
    };
  }

  /**
   * Draws a level, talking to it over that level's bus: the first makes the game, later ones
   * switch its scene.
   */
  show(bus: PlayBus, setup: SceneSetup): void {
    if (bus === this.bus && setup === this.setup && this.leftAt === null) return;
    if (bus !== this.bus) {
      this.stopHearingBus();
      this.stopHearingBus = bus.toScene.onAny(() => this.rest?.nudge());
    }
    this.bus = bus;
    this.setup = setup;
    window.clearTimeout(this.switchTimer);
    const game = this.game;
    if (!game) {
      void this.create();
      return;
    }
    // The old scene exits, 100 ms pass, the new one loads (gameplay §4); when the child's click
    // already made it exit (`leave`), the time React took to draw the new level counts.
    const waited = this.leftAt === null ? 0 : performance.now() - this.leftAt;
    if (this.leftAt === null) game.scene.stop(this.sceneKey);
    this.leftAt = null;
    this.rest?.nudge();
    this.switchTimer = window.setTimeout(() => {
      game.scene.start(this.sceneKey, { bus, setup });
      this.rest?.nudge();
    }, Math.max(0, TIMING.sceneSwitchMs - waited));
  }

  /**
   * The child asked for another level: the old scene exits at once, so the scene's wait and
   * the new level's screen being drawn happen together instead of one after the other. The next
   * `show` starts the scene again (the same level too, should the change not happen).
   */
  leave(): void {
    const game = this.game;
    if (!game || this.leftAt !== null) return;
    window.clearTimeout(this.switchTimer);
    game.scene.stop(this.sceneKey);
    this.rest?.nudge();
    this.leftAt = performance.now();
  }

  /**
   * Holds the render loop (the drawn frame stays on screen) or lets it run again; answers the
   * undo of a hold that has not begun yet.
   */
  hold(on: boolean): () => void {
    const game = this.game;
    const rest = this.rest;
    if (!game || !rest) return () => undefined;
    if (!on) {
      rest.setHeld(false);
      return () => undefined;
    }
    // Two frames first, so the finished map is on screen before the loop rests.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        rest.setHeld(true);
        game.loop.sleep();
      });
    });
    return () => cancelAnimationFrame(frame);
  }

  /** Leaving the play screen ends the game; a later `show` would make a new one. */
  destroy(): void {
    window.clearTimeout(this.switchTimer);
    window.clearTimeout(this.reloadTimer);
    // First, because destroying the renderer loses its context on purpose: that must not reload.
    this.removeCanvasListeners();
    this.stopHearingBus();
    this.rest?.stop();
    this.rest = null;
    this.game?.destroy(true);
    this.game = null;
    this.leftAt = null;
    this.bus = null;
    this.setup = null;
  }

  /**
   * Makes the game once Phaser has arrived (`game-loader.ts`), for the level shown by then: a
   * level change or a destroy while Phaser downloads is honoured, not raced.
   */
  private async create(): Promise<void> {
    if (this.creating) return;
    this.creating = true;
    let phaserGame: Awaited<ReturnType<typeof loadGame>>;
    try {
      phaserGame = await loadGame();
      // A task of its own: the effect that asked for the game ends with React's commit, and
      // making the game (its renderer, its first scene) is long enough to block the page alone.
      await yieldToMain();
    } catch (error) {
      console.error('The map could not be loaded', error);
      return;
    } finally {
      this.creating = false;
    }
    const bus = this.bus;
    const setup = this.setup;
    if (this.game || !bus || !setup) return;
    const game = phaserGame.makeGame(this.element, this.kind, { bus, setup });
    this.game = game;
    this.rest = new RestWhenStill(game, this.element);
    // A lost WebGL context does not come back by itself: the page reloads after 1 s (gameplay §4).
    const onContextLost = (event: Event) => {
      event.preventDefault();
      this.reloadTimer = window.setTimeout(() => window.location.reload(), TIMING.contextLossReloadMs);
    };
    const onContextMenu = (event: Event) => event.preventDefault();
    game.canvas.addEventListener('webglcontextlost', onContextLost);
    game.canvas.addEventListener('contextmenu', onContextMenu);
    this.removeCanvasListeners = () => {
      game.canvas.removeEventListener('webglcontextlost', onContextLost);
      game.canvas.removeEventListener('contextmenu', onContextMenu);
    };
  }
}

/** The game for as long as the play screen is open: made by the first level, destroyed on unmount. */
export function useGameHost(kind: 'play' | 'creator' = 'play'): GameHost {
  const [host] = useState(() => new GameHost(kind));
  useLayoutEffect(() => () => host.destroy(), [host]);
  return host;
}
