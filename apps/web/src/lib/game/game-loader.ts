/** The Phaser part of the game (`phaser-game.ts`), fetched once per visit. */
let loading: Promise<typeof import('./phaser-game.ts')> | null = null;

export function loadGame(): Promise<typeof import('./phaser-game.ts')> {
  loading ??= import('./phaser-game.ts').catch((error: unknown) => {
    // A failed download (offline before the first visit finished) may be tried again later.
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts the download early (the play route does, beside Python's start) without waiting for it. */
export function preloadGame(): void {
  loadGame().catch((error: unknown) => console.warn('The map could not be downloaded yet', error));
}
