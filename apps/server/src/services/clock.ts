/** The time source; tests move it forward to expire tokens and roll the day over. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The UTC calendar day (YYYY-MM-DD) that daily attempt counters are kept under. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
