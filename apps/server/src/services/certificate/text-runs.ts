import bidiFactory from 'bidi-js';
import { covers, type FamilyId } from './certificate-fonts.ts';

const bidi = bidiFactory();

/** A piece of one line drawn with one font in one direction; `text` is in logical order. */
export interface TextRun {
  text: string;
  family: FamilyId;
  rtl: boolean;
}

/** Letters pick their font; spaces, digits and punctuation stay with the font around them. */
const STRONG = new Set(['L', 'R', 'AL']);
const RIGHT_TO_LEFT = new Set(['R', 'AL']);

function familyOf(char: string, previous: FamilyId | undefined, order: readonly FamilyId[]): FamilyId {
  const codePoint = char.codePointAt(0) ?? 0;
  if (previous && !STRONG.has(bidi.getBidiCharTypeName(char)) && covers(previous, codePoint)) return previous;
  return order.find((family) => covers(family, codePoint)) ?? previous ?? order[0] ?? 'sans';
}

/**
 * One line of text as runs in visual order, left to right: the Unicode bidirectional algorithm
 * (bidi-js) gives each character its level, the first font of `order` that has a letter draws it,
 * and runs of one level and font are reordered by rule L2. The font engine shapes each run and
 * turns a right-to-left script's run around itself; a right-to-left run without such a script
 * (a lone bracket or colon) is turned here, and its mirrored characters swapped.
 */
export function visualRuns(text: string, base: 'ltr' | 'rtl', order: readonly FamilyId[]): TextRun[] {
  const { levels } = bidi.getEmbeddingLevels(text, base);
  const pieces: { text: string; family: FamilyId; level: number; strongRtl: boolean }[] = [];
  let index = 0;
  let previous: FamilyId | undefined;
  for (const char of text) {
    const level = levels[index] ?? 0;
    const rtl = level % 2 === 1;
    const family = familyOf(char, previous, order);
    const shown = rtl ? (bidi.getMirroredCharacter(char) ?? char) : char;
    const last = pieces.at(-1);
    if (last && last.level === level && last.family === family) last.text += shown;
    else pieces.push({ text: shown, family, level, strongRtl: false });
    const current = pieces.at(-1);
    if (current && RIGHT_TO_LEFT.has(bidi.getBidiCharTypeName(char))) current.strongRtl = true;
    previous = family;
    index += char.length;
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch at or above it.
  const highest = Math.max(0, ...pieces.map((piece) => piece.level));
  const lowestOdd = Math.min(...pieces.map((piece) => (piece.level % 2 === 1 ? piece.level : highest + 1)));
  for (let level = highest; level >= lowestOdd && level > 0; level -= 1) {
    let start = 0;
    while (start < pieces.length) {
      if ((pieces[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < pieces.length && (pieces[end]?.level ?? 0) >= level) end += 1;
      pieces.splice(start, end - start, ...pieces.slice(start, end).reverse());
      start = end;
    }
  }
  return pieces.map((piece) => {
    const rtl = piece.level % 2 === 1;
    // The font engine reverses runs of a right-to-left script only; anything else is turned here.
    const text = rtl && !piece.strongRtl ? [...piece.text].reverse().join('') : piece.text;
    return { text, family: piece.family, rtl };
  });
}
