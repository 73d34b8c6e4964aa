/** An item as the scene draws it: where, what, and in which state the engine says it is. */
export interface SceneItem {
  readonly id: number;
  readonly type: string;
  readonly status: string;
  readonly position: readonly [number, number];
}

/** Everything the scene needs to draw a level, decided outside it. */
export interface SceneSetup {
  readonly map: import('@codehop/engine').TiledMap;
  readonly start: readonly [number, number];
  readonly facing: readonly [number, number];
  readonly zoom: number | undefined;
  readonly items: readonly SceneItem[];
  /** Tiles where the player stands to act (goal positions), drawn as X marks. */
  readonly marks: readonly (readonly [number, number])[];
  readonly character: string;
  /** Heaps gathered from at once, drawn with a count badge. */
  readonly piles: readonly import('./pile-badges.ts').PileBadge[];
  /** Each goal's action, by goal index: a collect goal scores a coin, any other a heart. */
  readonly goalActions: readonly string[];
}
