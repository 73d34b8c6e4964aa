import { randomInt } from 'node:crypto';

/**
 * The letters of a class join code: capitals and digits without the look-alikes a child copies
 * wrongly from a board (0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V); codes are matched without regard to case.
 */
export const JOIN_CODE_ALPHABET = 'ACDEFGHJKMNPQRTWXY34679';
const LENGTH = 10;

/** A fresh join code: 23^10 ≈ 4·10^13 codes, read and typed in two groups of five. */
export function newJoinCode(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** The stored form of a code as typed: new codes are capitals, older mixed-case codes are kept as they are. */
export function joinCodeCandidates(typed: string): string[] {
  const trimmed = typed.trim().replace(/[\s-]/g, '');
  return [...new Set([trimmed, trimmed.toUpperCase()])];
}
