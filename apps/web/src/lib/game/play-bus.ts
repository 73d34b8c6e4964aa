import type { SceneSetup } from './scene-types.ts';
import type { PlayEvent } from './play-event.ts';

export type Tile = readonly [number, number];

/** What React tells the scene. */
export interface ToScene {
  'load-level': SceneSetup;
  /** Player to start facing up, items and goals as the level begins (gameplay §4 reset scene). */
  'reset-scene': undefined;
  animate: { readonly event: PlayEvent; readonly tileMs: number; readonly done: () => void };
  'preview-path': { readonly dots: readonly Tile[] };
  'zoom-step': 1 | -1;
  /** The arrow keys on the focused map: move the view this many tiles across and down. */
  pan: { readonly dx: number; readonly dy: number; readonly tiles: number };
  follow: undefined;
  'set-muted': boolean;
  /** While a dialog is open the scene ignores keys and hides its labels. */
  'set-paused': boolean;
  'set-running': boolean;
  /** Less motion (the child's setting or the system's): no camera glide or shake, no confetti. */
  'set-reduced-motion': boolean;
  /** Level creator: draw these items, marks, badges and start instead (the map stays). */
  'set-content': SceneSetup;
  /** Level creator: what follows the pointer (a ghost, BLOCKED, a target cell), or nothing. */
  cursor: CreatorCursor | null;
}

/** The level creator's pointer overlay, decided by React from the map and the placement mode. */
export interface CreatorCursor {
  readonly tile: Tile;
  /** The atlas frame of the item being placed, drawn half-transparent; null: no ghost. */
  readonly frame: string | null;
  /** Red cell with this label (BLOCKED, in the child's language); null when the cell is free. */
  readonly blockedLabel: string | null;
  /** The neighbouring cell an action item would face (target setting). */
  readonly target: Tile | null;
  /** Highlight the cell (selected item, player start). */
  readonly highlight: boolean;
}

/** What the scene tells React. */
export interface FromScene {
  'assets-progress': number;
  'scene-ready': undefined;
  'asset-failed': string;
  'tile-clicked': Tile;
  /** Level creator: the pointer is over this cell, at this fraction of it (0..1 from the top left). */
  'pointer-tile': { readonly tile: Tile; readonly fx: number; readonly fy: number } | null;
}

type Handler<T> = (payload: T) => void;

/** A tiny typed emitter: the only road between React and Phaser. */
export class Bus<Events extends object> {
  private readonly handlers = new Map<keyof Events, Set<Handler<never>>>();
  private readonly watchers = new Set<() => void>();

  on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    set.add(handler as Handler<never>);
    return () => set.delete(handler as Handler<never>);
  }

  /** Hears every emit, whatever its name, before its handlers do (the map wakes its render loop). */
  onAny(watcher: () => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  emit<K extends keyof Events>(name: K, payload: Events[K]): void {
    for (const watcher of this.watchers) watcher();
    for (const handler of this.handlers.get(name) ?? []) (handler as Handler<Events[K]>)(payload);
  }

  clear(): void {
    this.handlers.clear();
    this.watchers.clear();
  }
}

export interface PlayBus {
  readonly toScene: Bus<ToScene>;
  readonly fromScene: Bus<FromScene>;
}

export function createPlayBus(): PlayBus {
  return { toScene: new Bus<ToScene>(), fromScene: new Bus<FromScene>() };
}
