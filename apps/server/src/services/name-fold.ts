/**
 * A name as a child who cannot type accents yet would type it: no accents, any case, no spaces,
 * dashes or dots ("Zoë Müller", "zoe-muller" and "ZOEMULLER" fold alike). Letters that are not a
 * base letter with a mark get the spelling keyboards without them use.
 */
const LETTERS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/[\s\-_.'’]/g, '');
}

/**
 * The one name a typed name means among `names`: the same spelling in any case first (two pupils
 * may be "Zoë" and "Zoe"), else the only name that folds alike; none when nothing or several fold alike.
 */
export function matchName<T extends { readonly username: string }>(typed: string, names: readonly T[]): T | undefined {
  const lower = typed.normalize('NFC').toLowerCase();
  const exact = names.find((name) => name.username.normalize('NFC').toLowerCase() === lower);
  if (exact) return exact;
  const folded = foldName(typed);
  const alike = names.filter((name) => foldName(name.username) === folded);
  return alike.length === 1 ? alike[0] : undefined;
}
