import { startTransition, useEffect, useState } from 'react';
import type { SessionSnapshot } from '../run/session-types.ts';

interface SnapshotSource {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => SessionSnapshot;
}

/** The fields that change while the level gets ready: Python's state and the map's. */
const START_UP_FIELDS: ReadonlySet<keyof SessionSnapshot> = new Set(['runner', 'sceneReady']);

/** True when only Python's or the map's readiness changed: nothing the child is doing waits on it. */
export function isStartUpChange(before: SessionSnapshot, after: SessionSnapshot): boolean {
  return (Object.keys(after) as (keyof SessionSnapshot)[]).every((key) => before[key] === after[key] || START_UP_FIELDS.has(key));
}

/**
 * The session's snapshot as React state. Each change redraws the whole play screen: a change
 * that only says Python or the map is (more) ready is drawn in a transition, in slices that
 * leave the page free to answer a click (at start-up three such redraws in a row blocked the
 * page ~100 ms each); every other change (a run, a line, Stop, a dialog) is drawn at once.
 * Not `useSyncExternalStore`, which draws every change in one blocking piece.
 */
export function useSessionSnapshot(session: SnapshotSource): SessionSnapshot {
  const [snap, setSnap] = useState(session.getSnapshot);
  useEffect(() => {
    let shown: SessionSnapshot | null = null;
    const update = () => {
      const next = session.getSnapshot();
      if (next === shown) return;
      const startUp = shown !== null && isStartUpChange(shown, next);
      shown = next;
      if (startUp) startTransition(() => setSnap(next));
      else setSnap(next);
    };
    const unsubscribe = session.subscribe(update);
    // Also a change between the first render and the subscription (the same snapshot: no render).
    update();
    return unsubscribe;
  }, [session]);
  return snap;
}
