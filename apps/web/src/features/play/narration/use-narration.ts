import { useCallback, useEffect, useRef, useState } from 'react';
import { createState, type GameState, type Level } from '@codehop/engine';
import type { PlayBus } from '../../../lib/game/play-bus.ts';
import { describeMap } from '../../../lib/narration/describe-map.ts';
import { eventPhrase } from '../../../lib/narration/event-words.ts';
import { followEvent } from '../../../lib/narration/follow-event.ts';
import { mapSentences } from '../../../lib/narration/map-words.ts';
import { narrationWords } from '../../../lib/narration/narration-words.ts';
import { Narrator, type NarrationLevel } from '../../../lib/narration/narrator.ts';
import type { SessionSnapshot } from '../run/session-types.ts';
import { useDescribeShortcut } from './describe-shortcut.ts';
import { outcomePhrase } from './outcome-phrase.ts';

export interface NarrationInput {
  readonly bus: PlayBus;
  readonly level: Level;
  readonly snap: SessionSnapshot;
  readonly tileMs: number;
  readonly narration: NarrationLevel;
}

export interface Narration {
  readonly narrator: Narrator;
  /** The map as last described on request, shown under the toolbar until closed. */
  readonly description: readonly string[] | null;
  readonly describe: () => void;
  readonly closeDescription: () => void;
}

/**
 * What the page says about a run: each event the scene is handed to animate (the same moment it
 * starts to show) becomes a phrase for the narrator, and the state those events lead to is kept
 * so the map can be described at any time. The scene knows nothing of it.
 */
export function useNarration({ bus, level, snap, tileMs, narration }: NarrationInput): Narration {
  const [narrator] = useState(() => new Narrator());
  const state = useRef<GameState>(createState(level));
  const [description, setDescription] = useState<readonly string[] | null>(null);

  useEffect(() => narrator.setLevel(narration), [narrator, narration]);
  useEffect(() => narrator.setTileMs(tileMs), [narrator, tileMs]);
  useEffect(() => () => narrator.dispose(), [narrator]);

  useEffect(() => {
    const offs = [
      bus.toScene.on('animate', ({ event }) => {
        const before = state.current;
        state.current = followEvent(before, event);
        const phrase = eventPhrase(event, before, narrationWords());
        if (phrase) narrator.add(phrase);
      }),
      bus.toScene.on('reset-scene', () => {
        state.current = createState(level);
        narrator.clear();
      }),
      bus.toScene.on('set-running', (running) => {
        if (running) narrator.add({ text: narrationWords().say('run.started'), goals: true, urgent: false });
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [bus, level, narrator]);

  // A run's end is said once (outcomePhrase); Stop first drops the steps still waiting to be said.
  const { runsFinished, outcome } = snap;
  useEffect(() => {
    if (!outcome || (runsFinished === 0 && outcome.kind !== 'stopped')) return;
    if (outcome.kind === 'stopped') narrator.clear();
    const phrase = outcomePhrase(outcome, narrationWords(), narrator.mistakeSaid);
    if (phrase) narrator.add(phrase);
  }, [narrator, runsFinished, outcome]);

  const describe = useCallback(() => {
    const sentences = mapSentences(describeMap(state.current), narrationWords());
    setDescription(sentences);
    narrator.tell(sentences.join(' '));
  }, [narrator]);
  useDescribeShortcut(describe);

  return { narrator, description, describe, closeDescription: useCallback(() => setDescription(null), []) };
}
