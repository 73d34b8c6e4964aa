import type { Certificate } from '@codehop/api';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { certificatePdf } from './certificate-pdf.ts';
import { visualRuns } from './text-runs.ts';

const certificate = (name: string): Certificate =>
  ({
    id: 'a1b2c3d4e5f6a7b8',
    kind: 'first_steps',
    course_id: 'python',
    course_name: 'Beginner Python',
    student_name: name,
    issued_at: '2026-11-27T10:00:00.000Z',
  }) as Certificate;

/** The text a PDF reader finds on the page, line by line (pdf.js reads the fonts' ToUnicode maps). */
async function pageText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  const lines = new Map<number, string[]>();
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const y = Math.round(item.transform[5] as number);
    lines.set(y, [...(lines.get(y) ?? []), item.str]);
  }
  await document.destroy();
  // pdf.js keeps some control characters of the font's mapping; a reader shows none of them.
  return [...lines.values()].map((parts) => parts.join('').replace(/[\p{Cc}\p{Cf}]/gu, '')).join('\n');
}

describe('certificate PDF', () => {
  it('is written in German, with the name exactly as spelled', async () => {
    const text = await pageText(await certificatePdf(certificate('Jürgen Weiß'), 'https://codehop.example/de/certificate/a1b2c3d4e5f6a7b8', 'de'));
    expect(text).toContain('Urkunde');
    expect(text).toContain('Hiermit wird bestätigt, dass');
    expect(text).toContain('Jürgen Weiß');
    expect(text).toContain('Python für Einsteiger');
    expect(text).toContain('27. November 2026');
    expect(text).not.toContain('Certificate of achievement');
  });

  it('is written in Arabic, its words found in reading order', async () => {
    const text = await pageText(await certificatePdf(certificate('ليلى أحمد'), 'https://codehop.example/ar/certificate/a1b2c3d4e5f6a7b8', 'ar'));
    // Shaped letters that share one glyph body read back as a look-alike letter (ToUnicode maps a
    // glyph to one letter), so the words checked are those whose glyphs are their own.
    expect(text).toContain('الخطوات الأولى');
    expect(text).toContain('ليلى');
    expect(text).toContain('27 نوفمبر 2026');
    expect(text).toContain('a1b2c3d4e5f6a7b8');
    expect(text).not.toMatch(/Certificate|This certifies|Date:/);
  });

  it('orders a mixed line by the bidi rules: Latin stays left to right inside Arabic', () => {
    const runs = visualRuns('رقم الشهادة: a1b2', 'rtl', ['arabic', 'sans']);
    // Visual order, left to right: the Latin number first, then the Arabic words (drawn reversed by the shaper).
    expect(runs.map((run) => run.rtl)).toEqual([false, true]);
    expect(runs[0]?.text).toBe('a1b2');
    expect(runs[1]?.text).toBe('رقم الشهادة: ');
    const hebrew = visualRuns('Python למתחילים', 'rtl', ['hebrew', 'sans']);
    expect(hebrew.map((run) => run.text)).toEqual([' למתחילים', 'Python']);
  });

  it('picks a font that has the letters: a Japanese name on an English certificate', () => {
    const runs = visualRuns('Ada さくら', 'ltr', ['sans', 'japanese']);
    expect(runs.map((run) => run.family)).toEqual(['sans', 'japanese']);
  });
});
