import { useSyncExternalStore } from 'react';
import type { PlayerKey } from '../player-key.ts';
import { DEFAULT_SEE_SETTINGS, motionReduced, readSeeSettings, writeSeeSettings, type SeeSettings } from './see-settings.ts';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';

function systemQuery(): MediaQueryList | null {
  return typeof matchMedia === 'function' ? matchMedia(REDUCE_QUERY) : null;
}

export interface SeeState {
  readonly player: PlayerKey;
  readonly settings: SeeSettings;
  /** The settings' motion switch resolved against the system's wish. */
  readonly reducedMotion: boolean;
}

const listeners = new Set<() => void>();
let current: SeeState = resolve('anonymous', readSeeSettings(storage(), 'anonymous'));

function resolve(player: PlayerKey, settings: SeeSettings): SeeState {
  return { player, settings, reducedMotion: motionReduced(settings, systemQuery()?.matches ?? false) };
}

function publish(next: SeeState): void {
  current = next;
  for (const listener of listeners) listener();
}

systemQuery()?.addEventListener('change', () => publish(resolve(current.player, current.settings)));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function seeState(): SeeState {
  return current;
}

/** The one who plays now (signed in, chosen, or nobody): their own settings apply. */
export function setSeePlayer(player: PlayerKey): void {
  if (player === current.player) return;
  publish(resolve(player, readSeeSettings(storage(), player)));
}

/** Changes the settings of whoever plays now, and keeps them for that player. */
export function updateSeeSettings(patch: Partial<SeeSettings>): void {
  const settings = { ...current.settings, ...patch };
  writeSeeSettings(storage(), current.player, settings);
  publish(resolve(current.player, settings));
}

export function resetSeeStoreForTests(): void {
  publish(resolve('anonymous', DEFAULT_SEE_SETTINGS));
}

export function useSeeState(): SeeState {
  return useSyncExternalStore(subscribe, seeState, seeState);
}
