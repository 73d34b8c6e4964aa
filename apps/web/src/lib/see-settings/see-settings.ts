import { NARRATION_LEVELS, type NarrationLevel } from '../narration/narrator.ts';
import type { PlayerKey } from '../player-key.ts';

/**
 * How a child sees and hears the game. Kept in the browser for each player (a chosen student, an
 * account, the anonymous visitor), so two children sharing a computer keep their own.
 */
export interface SeeSettings {
  readonly narration: NarrationLevel;
  /** null: follow the system's "reduce motion" (prefers-reduced-motion). */
  readonly reducedMotion: boolean | null;
  readonly highContrast: boolean;
  readonly largeCode: boolean;
  readonly readingFont: boolean;
}

export const DEFAULT_SEE_SETTINGS: SeeSettings = {
  // A seeing child hears nothing of it (the live regions are not shown); a screen reader hears every step at once.
  narration: 'steps',
  reducedMotion: null,
  highContrast: false,
  largeCode: false,
  readingFont: false,
};

const KEY_PREFIX = 'codehop.see.';

export function seeSettingsKey(player: PlayerKey): string {
  return `${KEY_PREFIX}${player}`;
}

/** Whatever was stored, as settings: unknown or broken parts take their defaults. */
export function parseSeeSettings(raw: string | null): SeeSettings {
  if (raw === null) return DEFAULT_SEE_SETTINGS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_SEE_SETTINGS;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_SEE_SETTINGS;
  const stored = value as Record<string, unknown>;
  const flag = (name: keyof SeeSettings): boolean => stored[name] === true;
  return {
    narration: NARRATION_LEVELS.includes(stored.narration as NarrationLevel) ? (stored.narration as NarrationLevel) : DEFAULT_SEE_SETTINGS.narration,
    reducedMotion: typeof stored.reducedMotion === 'boolean' ? stored.reducedMotion : null,
    highContrast: flag('highContrast'),
    largeCode: flag('largeCode'),
    readingFont: flag('readingFont'),
  };
}

export function readSeeSettings(storage: Storage | undefined, player: PlayerKey): SeeSettings {
  try {
    return parseSeeSettings(storage?.getItem(seeSettingsKey(player)) ?? null);
  } catch {
    return DEFAULT_SEE_SETTINGS;
  }
}

export function writeSeeSettings(storage: Storage | undefined, player: PlayerKey, settings: SeeSettings): void {
  try {
    storage?.setItem(seeSettingsKey(player), JSON.stringify(settings));
  } catch {
    // A browser that keeps nothing still applies the settings for this visit.
  }
}

/** Whether the scene and the page should move less: the child's switch, else the system's wish. */
export function motionReduced(settings: SeeSettings, systemPrefersReduced: boolean): boolean {
  return settings.reducedMotion ?? systemPrefersReduced;
}
