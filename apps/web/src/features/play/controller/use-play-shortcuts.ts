import { useEffect, useRef } from 'react';
import type { GameSpeed } from '../model/speed.ts';
import { playShortcut } from '../model/play-shortcuts.ts';
import type { RunButtonFace } from '../model/run-gate.ts';

export interface PlayShortcutTargets {
  /** A dialog is open: its own keys only. */
  readonly dialogOpen: boolean;
  readonly face: RunButtonFace;
  readonly setSpeed: (speed: GameSpeed) => void;
  readonly stop: () => void;
}

/**
 * Speed and Stop from the keyboard, wherever the focus is on the play page (in the editor too).
 * Listened to before the editor hears the key, so on a Mac, Option+Shift+S types no "Í".
 */
export function usePlayShortcuts(targets: PlayShortcutTargets): void {
  const latest = useRef(targets);
  useEffect(() => {
    latest.current = targets;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = playShortcut(event);
      const now = latest.current;
      if (!shortcut || now.dialogOpen) return;
      event.preventDefault();
      event.stopPropagation();
      if (shortcut.kind === 'speed') now.setSpeed(shortcut.speed);
      else if (now.face === 'stop') now.stop();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);
}
