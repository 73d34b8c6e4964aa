import { findPath, previewPath, walkPath, type GameState } from '@codehop/engine';
import type { PlayBus, Tile } from '../../../lib/game/play-bus.ts';
import { Playback, type PlayEvent } from './playback.ts';

export interface PointerWalkHooks {
  readonly bus: PlayBus;
  /** Animates one step (the session's, so goals score as in a run). */
  readonly animate: (event: PlayEvent) => Promise<void>;
  /** A walk started (true) or ended (false). */
  readonly walking: (walking: boolean) => void;
}

/**
 * Execution mode "pointer movement" (gameplay §4): a tap on a tile walks the character there
 * along the shortest path, outside any program. The idle state is the session's.
 */
export class PointerWalk {
  private playback: Playback<null> | null = null;

  constructor(private readonly hooks: PointerWalkHooks) {}

  /** Walks from `idle` to `tile`; returns the state after the walk (the same state when no path). */
  walk(idle: GameState, tile: Tile): GameState {
    const path = findPath(idle, idle.player.position, tile);
    if (path.length === 0) return idle;
    const { bus } = this.hooks;
    bus.toScene.emit('preview-path', { dots: previewPath(path) });
    const walked = walkPath(idle, path);
    const playback = new Playback<null>({
      animate: (event) => this.hooks.animate(event),
      showLine: () => undefined,
      pause: () => Promise.resolve(),
      end: () => {
        this.playback = null;
        bus.toScene.emit('preview-path', { dots: [] });
        this.hooks.walking(false);
      },
    });
    this.playback = playback;
    this.hooks.walking(true);
    playback.push([...walked.events.map((event) => ({ kind: 'event' as const, event: event as unknown as PlayEvent })), { kind: 'end', end: null }]);
    return walked.state;
  }

  stop(): void {
    if (!this.playback) return;
    this.playback.cancel();
    this.playback = null;
    this.hooks.bus.toScene.emit('preview-path', { dots: [] });
    this.hooks.walking(false);
  }
}
