import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parsedFont } from './pdf-fontkit.ts';

// The certificate's fonts: Noto Sans for every script a child's language or name may use, read
// from npm packages that ship the TTF files (nothing is fetched at run time). Noto Sans itself
// covers Latin, Cyrillic, Greek, Vietnamese and Devanagari; the others add what it lacks.

export type Weight = 'regular' | 'bold';

interface FontFamily {
  id: string;
  packageName: string;
  fileStem: string;
}

const FAMILIES = {
  sans: { id: 'sans', packageName: '@expo-google-fonts/noto-sans', fileStem: 'NotoSans' },
  arabic: { id: 'arabic', packageName: '@expo-google-fonts/noto-sans-arabic', fileStem: 'NotoSansArabic' },
  hebrew: { id: 'hebrew', packageName: '@expo-google-fonts/noto-sans-hebrew', fileStem: 'NotoSansHebrew' },
  thai: { id: 'thai', packageName: '@expo-google-fonts/noto-sans-thai', fileStem: 'NotoSansThai' },
  japanese: { id: 'japanese', packageName: '@expo-google-fonts/noto-sans-jp', fileStem: 'NotoSansJP' },
  korean: { id: 'korean', packageName: '@expo-google-fonts/noto-sans-kr', fileStem: 'NotoSansKR' },
  chinese: { id: 'chinese', packageName: '@expo-google-fonts/noto-sans-sc', fileStem: 'NotoSansSC' },
} as const satisfies Record<string, FontFamily>;

export type FamilyId = keyof typeof FAMILIES;

/** The family that writes a language best first (CJK glyph shapes differ by language), then the rest. */
export function familiesFor(language: string): FamilyId[] {
  const first: FamilyId[] =
    language === 'ar' ? ['arabic'] : language === 'he' ? ['hebrew'] : language === 'th' ? ['thai'] : language === 'ja' ? ['japanese'] : language === 'ko' ? ['korean'] : language === 'zh' ? ['chinese'] : [];
  const cjk: FamilyId[] = language === 'zh' ? ['chinese', 'japanese', 'korean'] : language === 'ko' ? ['korean', 'japanese', 'chinese'] : ['japanese', 'chinese', 'korean'];
  const order: FamilyId[] = [...first, 'sans', 'arabic', 'hebrew', 'thai', ...cjk];
  return [...new Set(order)];
}

const require = createRequire(import.meta.url);
const bytesCache = new Map<string, Uint8Array>();
const coverageCache = new Map<string, { hasGlyphForCodePoint(codePoint: number): boolean }>();

function fontPath(family: FamilyId, weight: Weight): string {
  const { packageName, fileStem } = FAMILIES[family];
  const folder = weight === 'bold' ? '700Bold' : '400Regular';
  const file = `${fileStem}_${weight === 'bold' ? '700Bold' : '400Regular'}.ttf`;
  return path.join(path.dirname(require.resolve(`${packageName}/package.json`)), folder, file);
}

/** The TTF bytes of a family's weight, read once per process (the large CJK files only when used). */
export function fontBytes(family: FamilyId, weight: Weight): Uint8Array {
  const key = `${family}:${weight}`;
  let bytes = bytesCache.get(key);
  if (!bytes) {
    bytes = readFileSync(fontPath(family, weight));
    bytesCache.set(key, bytes);
  }
  return bytes;
}

/** Whether a family draws a character (the regular weight answers for both: they cover the same). */
export function covers(family: FamilyId, codePoint: number): boolean {
  let font = coverageCache.get(family);
  if (!font) {
    font = parsedFont(fontBytes(family, 'regular'));
    coverageCache.set(family, font);
  }
  return font.hasGlyphForCodePoint(codePoint);
}
