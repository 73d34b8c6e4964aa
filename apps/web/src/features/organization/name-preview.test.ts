import { describe, expect, it } from 'vitest';
import { previewNames } from './name-preview.ts';

describe('previewNames', () => {
  it('turns each pasted line into its username and skips empty lines', () => {
    expect(previewNames('Zoë Müller\n\n  Tom O’Brien ').map((row) => row.username)).toEqual(['ZoëMüller', 'TomOBrien']);
  });

  it('marks every row whose username another row has too, in any case', () => {
    expect(previewNames('Ana Lima\nana lima\nBen').map((row) => row.duplicate)).toEqual([true, true, false]);
  });

  it('marks a name cut to 30 letters, and not one of exactly 30', () => {
    const long = 'Maximiliana Alexandra Konstantinopoulou-Smithfield';
    const thirty = 'A'.repeat(30);
    const [cut, exact] = previewNames(`${long}\n${thirty}`);
    expect([...(cut?.username ?? '')]).toHaveLength(30);
    expect(cut?.shortened).toBe(true);
    expect(exact?.shortened).toBe(false);
  });
});
