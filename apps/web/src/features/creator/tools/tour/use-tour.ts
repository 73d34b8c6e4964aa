import { useCallback, useEffect, useState } from 'react';
import { readTour, TOUR_START_MS, TOUR_STEPS, tourAdvance, writeTour, type TourEvent, type TourStep } from '../../model/tour.ts';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface Tour {
  readonly open: boolean;
  readonly index: number;
  readonly completed: boolean;
  readonly step: TourStep;
  /** To a step (kept for next time); `completed` ends the tour for good. */
  readonly move: (index: number, completed?: boolean) => void;
  /** Something the creator did: the tour moves on when it is what the current step asks. */
  readonly event: (event: TourEvent) => void;
  readonly close: () => void;
}

/** The guided tour's state: opens by itself shortly after the editor unless completed before. */
export function useTour(): Tour {
  const [tour, setTour] = useState(() => ({ ...readTour(storage()), open: false }));
  const step = TOUR_STEPS[tour.index] ?? 'welcome';
  useEffect(() => {
    if (tour.completed) return;
    const timer = window.setTimeout(() => setTour((current) => ({ ...current, open: true })), TOUR_START_MS);
    return () => window.clearTimeout(timer);
    // Once, when the editor first shows: a tour closed or finished later must not start again.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const move = useCallback((index: number, completed = false) => {
    const clamped = Math.max(0, Math.min(TOUR_STEPS.length - 1, index));
    writeTour(storage(), { index: clamped, completed });
    setTour({ index: clamped, completed, open: !completed });
  }, []);
  const event = useCallback((tourEvent: TourEvent) => {
    setTour((current) => {
      const currentStep = TOUR_STEPS[current.index];
      if (!current.open || !currentStep || !tourAdvance(currentStep, tourEvent)) return current;
      const index = Math.min(TOUR_STEPS.length - 1, current.index + 1);
      writeTour(storage(), { index, completed: false });
      return { ...current, index };
    });
  }, []);
  const close = useCallback(() => setTour((current) => ({ ...current, open: false })), []);
  return { ...tour, step, move, event, close };
}
