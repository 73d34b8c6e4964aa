/** The three speeds of gameplay §9: milliseconds to walk one tile. */
export const GAME_SPEEDS = { normal: 250, fast: 125, turbo: 62.5 } as const;
export type GameSpeed = keyof typeof GAME_SPEEDS;
export const SPEED_ORDER: readonly GameSpeed[] = ['normal', 'fast', 'turbo'];
export const GAME_SPEED_STORAGE_KEY = 'game_speed';
const BASE_MS = GAME_SPEEDS.normal;

/** Reads the stored setting, which may be a name or a tile duration in ms; anything else is Normal. */
export function parseGameSpeed(stored: string | null | undefined): GameSpeed {
  if (!stored) return 'normal';
  const value = stored.trim().toLowerCase();
  if (value in GAME_SPEEDS) return value as GameSpeed;
  const ms = Number(value);
  const match = SPEED_ORDER.find((speed) => GAME_SPEEDS[speed] === ms);
  return match ?? 'normal';
}

/** How much faster than Normal; waits of the run scale by it. */
export function speedFactor(speed: GameSpeed): number {
  return GAME_SPEEDS[speed] / BASE_MS;
}

export function loadGameSpeed(storage: Pick<Storage, 'getItem'> | undefined): GameSpeed {
  try {
    return parseGameSpeed(storage?.getItem(GAME_SPEED_STORAGE_KEY));
  } catch {
    return 'normal';
  }
}

export function storeGameSpeed(storage: Pick<Storage, 'setItem'> | undefined, speed: GameSpeed): void {
  try {
    storage?.setItem(GAME_SPEED_STORAGE_KEY, speed);
  } catch {
    // Blocked storage only loses the preference, never the game.
  }
}
