import { describe, expect, it } from 'vitest';
import { outcomePhrase } from './outcome-phrase.ts';

const words = { say: (key: string, params?: Readonly<Record<string, string | number>>) => (params ? `${key} ${JSON.stringify(params)}` : key) };

describe('outcomePhrase', () => {
  it('says a run was stopped, politely, at the goals level too', () => {
    expect(outcomePhrase({ kind: 'stopped' }, words, false)).toEqual({ text: 'run.stopped', goals: true, urgent: false });
  });

  it('says an unfinished run and interrupts with a mistake not said yet', () => {
    expect(outcomePhrase({ kind: 'unfinished' }, words, false)?.text).toBe('run.unfinished');
    expect(outcomePhrase({ kind: 'failed', message: 'Bump', line: 3 }, words, false)).toEqual({ text: 'error.refused {"line":3,"message":"Bump"}', goals: true, urgent: true });
    expect(outcomePhrase({ kind: 'failed', message: 'Too slow', line: null }, words, false)?.text).toBe('Too slow');
  });

  it('says nothing for a completed level or a mistake already said', () => {
    expect(outcomePhrase({ kind: 'completed' }, words, false)).toBeNull();
    expect(outcomePhrase({ kind: 'failed', message: 'Bump', line: 3 }, words, true)).toBeNull();
  });
});
