import { describe, expect, it } from 'vitest';
import { packZeroPages, unpackZeroPages } from './zero-pages.ts';

function unpack(packed: Uint8Array): Uint8Array {
  const result = unpackZeroPages(packed);
  if ('refused' in result) throw new Error(result.refused);
  return result.data;
}

describe('zero pages', () => {
  it('leaves out whole pages of zeros and gives the same bytes back', () => {
    const data = new Uint8Array(4096 * 10 + 123);
    data[5] = 1; // page 0
    data[4096 * 3 + 4095] = 2; // page 3, its last byte
    data[4096 * 10 + 122] = 3; // the short last page
    const packed = packZeroPages(data);
    expect(packed.length).toBeLessThan(4096 * 3 + 123 + 64);
    expect(unpack(packed)).toEqual(data);
  });

  it('keeps memory with no zero page whole, and an empty one empty', () => {
    const full = new Uint8Array(4096 * 2).fill(7);
    expect(unpack(packZeroPages(full))).toEqual(full);
    expect(unpack(packZeroPages(new Uint8Array(0)))).toEqual(new Uint8Array(0));
  });

  it('refuses a packing cut short or with bytes after its pages', () => {
    const data = new Uint8Array(4096 * 3).fill(1);
    const packed = packZeroPages(data);
    expect(unpackZeroPages(packed.subarray(0, packed.length - 1))).toEqual({ refused: 'truncated pages' });
    expect(unpackZeroPages(packed.subarray(0, 6))).toEqual({ refused: 'truncated page table' });
    const longer = new Uint8Array(packed.length + 4);
    longer.set(packed);
    expect(unpackZeroPages(longer)).toEqual({ refused: 'trailing bytes after the pages' });
  });
});
