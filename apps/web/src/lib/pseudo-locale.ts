/**
 * The pseudo-locale: every translated string comes out accented, 40 % longer and between ⟦ ⟧,
 * so a page shows at a glance (and the e2e check proves) which text did not go through the
 * translation function and which buttons are too tight for longer languages. Switched on in a
 * browser with `localStorage['codehop.pseudo'] = '1'`; nobody else sees it.
 */
export const PSEUDO_STORAGE_KEY = 'codehop.pseudo';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

// Left as they are: code in backticks, Markdown link targets, URLs and e-mail addresses.
const KEEP = /(`[^`]*`|\]\([^)]*\)|https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.]+)/;

export function pseudoLocalize(text: string): string {
  if (text.trim() === '') return text;
  const accented = text
    .split(KEEP)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join('');
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  return `⟦${accented}${'·'.repeat(Math.ceil(letters * 0.4))}⟧`;
}

export function pseudoLocaleOn(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(PSEUDO_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}
