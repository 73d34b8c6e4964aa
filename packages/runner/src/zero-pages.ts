/**
 * Half of the Python snapshot's 31 MB is 4 KiB pages of zeros (memory Python has reserved and not
 * used). Leaving them out halves what a visit reads from the cache and what the network layer
 * inflates; putting them back costs one zeroed allocation and a copy of the rest.
 *
 * Layout (little-endian): u32 length of the original, u32 page size, then one bit per page
 * (1 = stored; padded to 4 bytes), then the stored pages in order (the last may be short).
 */
const PAGE = 4096;
const HEADER = 8;

export function packZeroPages(data: Uint8Array): Uint8Array {
  const pages = Math.ceil(data.length / PAGE);
  const bitmapLength = Math.ceil(pages / 32) * 4;
  const kept: Uint8Array[] = [];
  const bitmap = new Uint8Array(bitmapLength);
  for (let page = 0; page < pages; page++) {
    const slice = data.subarray(page * PAGE, Math.min(data.length, (page + 1) * PAGE));
    if (isZero(slice)) continue;
    bitmap[page >> 3] = (bitmap[page >> 3] ?? 0) | (1 << (page & 7));
    kept.push(slice);
  }
  const out = new Uint8Array(HEADER + bitmapLength + kept.reduce((sum, slice) => sum + slice.length, 0));
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length, true);
  view.setUint32(4, PAGE, true);
  out.set(bitmap, HEADER);
  let offset = HEADER + bitmapLength;
  for (const slice of kept) {
    out.set(slice, offset);
    offset += slice.length;
  }
  return out;
}

/** The original bytes, or why `packed` is not a whole packing. */
export function unpackZeroPages(packed: Uint8Array): { data: Uint8Array } | { refused: string } {
  if (packed.length < HEADER) return { refused: 'truncated page table' };
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const length = view.getUint32(0, true);
  const pageSize = view.getUint32(4, true);
  if (pageSize !== PAGE) return { refused: `page size ${pageSize}, expected ${PAGE}` };
  const pages = Math.ceil(length / PAGE);
  const bitmapLength = Math.ceil(pages / 32) * 4;
  if (HEADER + bitmapLength > packed.length) return { refused: 'truncated page table' };
  const data = new Uint8Array(length);
  let offset = HEADER + bitmapLength;
  for (let page = 0; page < pages; page++) {
    if (((packed[HEADER + (page >> 3)] ?? 0) & (1 << (page & 7))) === 0) continue;
    const size = Math.min(PAGE, length - page * PAGE);
    if (offset + size > packed.length) return { refused: 'truncated pages' };
    data.set(packed.subarray(offset, offset + size), page * PAGE);
    offset += size;
  }
  if (offset !== packed.length) return { refused: 'trailing bytes after the pages' };
  return { data };
}

function isZero(slice: Uint8Array): boolean {
  // Word at a time where the slice is aligned (it always is but for the short last page).
  if (slice.byteOffset % 4 === 0 && slice.length % 4 === 0) {
    const words = new Uint32Array(slice.buffer, slice.byteOffset, slice.length / 4);
    for (const word of words) if (word !== 0) return false;
    return true;
  }
  for (const byte of slice) if (byte !== 0) return false;
  return true;
}
