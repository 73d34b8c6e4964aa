import { describe, expect, it } from 'vitest';
import { createPauseBuffer, PAUSE_BUFFER_BYTES, resetPause, waitForAnswer, writeAnswer, type PauseAnswer } from './pause-channel.ts';

describe('the pause mailbox', () => {
  it.each<PauseAnswer>([
    { kind: 'closed' },
    { kind: 'yes' },
    { kind: 'no' },
    { kind: 'eof' },
    { kind: 'stopped' },
    { kind: 'text', text: 'Ann' },
    { kind: 'text', text: 'héllo wörld 🐰' },
    { kind: 'text', text: '' },
  ])('carries %j from host to worker', (answer) => {
    const buffer = createPauseBuffer();
    resetPause(buffer);
    writeAnswer(buffer, answer);
    expect(waitForAnswer(buffer)).toEqual(answer);
  });

  it('cuts an oversized text on a character boundary', () => {
    const buffer = createPauseBuffer();
    writeAnswer(buffer, { kind: 'text', text: '🐰'.repeat(PAUSE_BUFFER_BYTES) });
    const answer = waitForAnswer(buffer);
    expect(answer.kind).toBe('text');
    const text = answer.kind === 'text' ? answer.text : '';
    expect(text).toMatch(/^(🐰)+$/u);
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(PAUSE_BUFFER_BYTES - 16);
  });
});
