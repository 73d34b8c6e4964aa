import { describe, expect, it } from 'vitest';
import { OUTPUT_LIMIT, OUTPUT_TRUNCATED_NOTE, OutputCapture } from './output-capture.ts';

describe('OutputCapture', () => {
  it('decodes characters split across writes', () => {
    const capture = new OutputCapture();
    capture.reset(() => undefined);
    const bytes = new TextEncoder().encode('carrot 🥕\n');
    capture.write(bytes.subarray(0, 9));
    capture.write(bytes.subarray(9));
    expect(capture.takePending()).toBe('carrot 🥕\n');
  });

  it('keeps at most the limit and says so once', () => {
    const capture = new OutputCapture();
    const streamed: string[] = [];
    capture.reset((text) => streamed.push(text));
    const line = new TextEncoder().encode('x'.repeat(999) + '\n');
    for (let index = 0; index < 3000; index++) capture.write(line);
    const all = streamed.join('') + capture.takePending();
    expect(all.length).toBe(OUTPUT_LIMIT + OUTPUT_TRUNCATED_NOTE.length);
    expect(all.endsWith(OUTPUT_TRUNCATED_NOTE)).toBe(true);
  });
});
