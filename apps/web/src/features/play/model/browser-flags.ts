/**
 * Two small things the browser keeps for the play screen (gameplay §4): the anonymous execution
 * counter behind the sign-up prompt, and the assistant (tip) switch. Storage may be missing or
 * throw (private mode); then the counter starts at 0 and the switch is on.
 */
const ANONYMOUS_RUNS_KEY = 'codehop.play.anonymousRuns';
const ASSISTANT_KEY = 'codehop.play.assistant';

export function readAnonymousRuns(storage: Storage | undefined): number {
  try {
    const value = Number.parseInt(storage?.getItem(ANONYMOUS_RUNS_KEY) ?? '', 10);
    return Number.isSafeInteger(value) && value >= 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function writeAnonymousRuns(storage: Storage | undefined, count: number): void {
  try {
    if (count <= 0) storage?.removeItem(ANONYMOUS_RUNS_KEY);
    else storage?.setItem(ANONYMOUS_RUNS_KEY, String(count));
  } catch {
    // A browser that keeps nothing simply prompts less often.
  }
}

/** The tip switch is active by default, or when stored as true (gameplay §4). */
export function readAssistantSwitch(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(ASSISTANT_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function writeAssistantSwitch(storage: Storage | undefined, on: boolean): void {
  try {
    storage?.setItem(ASSISTANT_KEY, on ? 'true' : 'false');
  } catch {
    // Not kept: the switch still works for this visit.
  }
}
