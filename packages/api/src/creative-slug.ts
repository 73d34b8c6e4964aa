/**
 * The level creator's slug rule (spec/gameplay.md §4 "Slug rule"), shared by the creator page and
 * the server so both derive the same slug from a level name.
 */

export const CREATIVE_SLUG_BASE_MAX = 50;
export const CREATIVE_SLUG_SUFFIX_LENGTH = 10;
/** The longest slug the rule can make: base, hyphen, suffix. */
export const CREATIVE_SLUG_MAX = CREATIVE_SLUG_BASE_MAX + 1 + CREATIVE_SLUG_SUFFIX_LENGTH;

// Letters NFKD cannot take apart (ß, ø, ł ...) and the Cyrillic and Greek alphabets of our languages.
const LATIN_SPECIALS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const CYRILLIC =
  'а:a б:b в:v г:g ґ:g д:d е:e ё:e є:ie ж:zh з:z и:i і:i ї:i й:i к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:iu я:ia';
const GREEK =
  'α:a β:v γ:g δ:d ε:e ζ:z η:i θ:th ι:i κ:k λ:l μ:m ν:n ξ:x ο:o π:p ρ:r σ:s ς:s τ:t υ:y φ:f χ:ch ψ:ps ω:o';
const TRANSLITERATION: Readonly<Record<string, string>> = {
  ...LATIN_SPECIALS,
  ...Object.fromEntries(
    `${CYRILLIC} ${GREEK}`.split(' ').map((pair) => pair.split(':') as [string, string]),
  ),
};

/** The readable part of a slug: Latin letters, digits and single hyphens, at most 50 characters. */
export function creativeSlugBase(name: string): string {
  const latin = [...name.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((character) => TRANSLITERATION[character] ?? character)
    .join('');
  let base = latin
    .replace(/['"`\u2018\u2019\u201c\u201d]/g, '')
    .replace(/[./\\\s_-]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  if (base.length > 0 && base.length <= 2) base = `level-${base}`;
  return base.slice(0, CREATIVE_SLUG_BASE_MAX).replace(/-+$/, '');
}

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The 10-character suffix: 8 random lowercase letters or digits (from the given random bytes) and
 * 2 from the time, so two levels with the same name never share a slug by chance.
 */
export function creativeSlugSuffix(randomBytes: ArrayLike<number>, now: Date): string {
  if (randomBytes.length < 8) throw new RangeError('creativeSlugSuffix needs 8 random bytes');
  let suffix = '';
  for (let index = 0; index < 8; index += 1)
    suffix += SUFFIX_ALPHABET[(randomBytes[index] ?? 0) % SUFFIX_ALPHABET.length];
  return suffix + now.getTime().toString(36).slice(-2).padStart(2, '0');
}

/** A new level's slug: the name's base (or "level" when nothing readable is left) plus the suffix. */
export function creativeSlug(name: string, suffix: string): string {
  return `${creativeSlugBase(name) || 'level'}-${suffix}`;
}
