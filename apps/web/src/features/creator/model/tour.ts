/** The creator's guided tour (gameplay §2, §4): its steps, what moves it on, and where it is kept. */

/** The tour opens this long after the editor, once the map is on screen. */
export const TOUR_START_MS = 250;

export const TOUR_STEPS = ['welcome', 'set-player', 'items', 'place-item', 'place-second-item', 'delete-item', 'commands', 'save'] as const;
export type TourStep = (typeof TOUR_STEPS)[number];
export const TOUR_STORAGE_KEY = 'codehop.creator.tour';

export interface TourProgress {
  readonly index: number;
  readonly completed: boolean;
}

export function readTour(storage: Pick<Storage, 'getItem'> | undefined): TourProgress {
  try {
    const parsed = JSON.parse(storage?.getItem(TOUR_STORAGE_KEY) ?? 'null') as Partial<TourProgress> | null;
    const index = typeof parsed?.index === 'number' ? Math.min(TOUR_STEPS.length - 1, Math.max(0, Math.floor(parsed.index))) : 0;
    return { index, completed: parsed?.completed === true };
  } catch {
    return { index: 0, completed: false };
  }
}

export function writeTour(storage: Pick<Storage, 'setItem'> | undefined, progress: TourProgress): void {
  try {
    storage?.setItem(TOUR_STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Private mode: the tour shows again next time, nothing worse.
  }
}

/** What moves the tour on: the step that the event completes. */
export type TourEvent = 'player-start-set' | 'item-mode' | 'item-placed' | 'item-removed' | 'command-configured';

export function tourAdvance(step: TourStep, event: TourEvent): boolean {
  switch (step) {
    case 'set-player':
      return event === 'player-start-set';
    case 'items':
      return event === 'item-mode';
    case 'place-item':
    case 'place-second-item':
      return event === 'item-placed';
    case 'delete-item':
      return event === 'item-removed';
    case 'commands':
      return event === 'command-configured';
    default:
      return false;
  }
}
