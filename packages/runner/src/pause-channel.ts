/**
 * The pause mailbox: a SharedArrayBuffer the worker blocks on (Atomics.wait) while a popup or
 * input() waits for the learner, and the host writes the answer into. Layout (Int32 slots):
 * [0] state: 0 waiting, 1 answered; [1] answer kind; [2] byte length of the text answer;
 * the UTF-8 text follows from byte 16.
 */
export const PAUSE_BUFFER_BYTES = 16 + 64 * 1024;

export type PauseAnswer =
  | { readonly kind: 'closed' }
  | { readonly kind: 'yes' }
  | { readonly kind: 'no' }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'eof' }
  | { readonly kind: 'stopped' };

const KINDS = ['closed', 'yes', 'no', 'text', 'eof', 'stopped'] as const;
const HEADER_BYTES = 16;

export function createPauseBuffer(): SharedArrayBuffer {
  return new SharedArrayBuffer(PAUSE_BUFFER_BYTES);
}

/** Worker side: mark the mailbox empty before telling the host a pause began. */
export function resetPause(buffer: SharedArrayBuffer): void {
  Atomics.store(new Int32Array(buffer, 0, 4), 0, 0);
}

/** Worker side: block until the host answers. */
export function waitForAnswer(buffer: SharedArrayBuffer): PauseAnswer {
  const slots = new Int32Array(buffer, 0, 4);
  while (Atomics.load(slots, 0) === 0) Atomics.wait(slots, 0, 0);
  const kind = KINDS[Atomics.load(slots, 1)] ?? 'closed';
  if (kind !== 'text') return { kind };
  const length = Atomics.load(slots, 2);
  // TextDecoder refuses views on shared memory, so copy the bytes out first.
  const bytes = new Uint8Array(buffer, HEADER_BYTES, length).slice();
  return { kind, text: new TextDecoder().decode(bytes) };
}

/** Host side: write the answer and wake the worker. */
export function writeAnswer(buffer: SharedArrayBuffer, answer: PauseAnswer): void {
  const slots = new Int32Array(buffer, 0, 4);
  if (answer.kind === 'text') {
    const room = new Uint8Array(buffer, HEADER_BYTES);
    const encoded = new TextEncoder().encode(answer.text);
    // Cut at the mailbox size on a character boundary so the worker decodes valid UTF-8.
    let length = Math.min(encoded.length, room.length);
    while (length < encoded.length && length > 0 && ((encoded[length] ?? 0) & 0xc0) === 0x80) length -= 1;
    room.set(encoded.subarray(0, length));
    Atomics.store(slots, 2, length);
  }
  Atomics.store(slots, 1, KINDS.indexOf(answer.kind));
  Atomics.store(slots, 0, 1);
  Atomics.notify(slots, 0);
}
