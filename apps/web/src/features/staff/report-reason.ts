import { REPORT_REASONS, type ReportReason } from '../../components/report-level-dialog.tsx';

/** A stored report split back into the child's pick and their own words (see `reportText`). */
export interface ReadReport {
  /** The reason the child picked, or null for a report written another way (older ones, the API). */
  readonly reason: ReportReason | null;
  /** The child's own words (the whole text when no known reason leads it). */
  readonly words: string;
}

function isReason(value: string): value is ReportReason {
  return (REPORT_REASONS as readonly string[]).includes(value);
}

/** Reads `rude` or `rude: their words` as stored by the report dialog; anything else is all words. */
export function readReport(text: string): ReadReport {
  const colon = text.indexOf(':');
  const head = (colon === -1 ? text : text.slice(0, colon)).trim();
  if (!isReason(head)) return { reason: null, words: text.trim() };
  return { reason: head, words: colon === -1 ? '' : text.slice(colon + 1).trim() };
}
