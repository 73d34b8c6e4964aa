import type { Phrase, Words } from '../../../lib/narration/event-words.ts';
import type { RunOutcome } from '../run/session-types.ts';

/**
 * What the narration says when a run ends: unfinished, a mistake (unless a refused step already
 * said it), or Stop, which otherwise ends a run in silence for a child who cannot see the button
 * turn back into Run. A completed level said so as it happened.
 */
export function outcomePhrase(outcome: RunOutcome, words: Pick<Words, 'say'>, mistakeSaid: boolean): Phrase | null {
  switch (outcome.kind) {
    case 'unfinished':
      return { text: words.say('run.unfinished'), goals: true, urgent: false };
    case 'stopped':
      return { text: words.say('run.stopped'), goals: true, urgent: false };
    case 'failed':
      if (mistakeSaid) return null;
      return { text: outcome.line === null ? outcome.message : words.say('error.refused', { line: outcome.line, message: outcome.message }), goals: true, urgent: true };
    default:
      return null;
  }
}
