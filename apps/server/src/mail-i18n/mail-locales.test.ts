import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLocale, LANGUAGE_CODES, type Messages } from '@codehop/api';
import { describe, expect, it } from 'vitest';
import { verificationMail } from '../services/mail-templates.ts';
import { mailEn } from './mail-en.ts';

// Mail is written in the recipient's language: every language of the spec has every mail text.
const localesDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

describe('mail texts in every language', () => {
  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s matches English key for key', (code) => {
    const translated = JSON.parse(readFileSync(path.join(localesDirectory, `${code}.json`), 'utf8')) as Messages;
    expect(checkLocale(code, mailEn, translated)).toEqual([]);
  });

  it('writes a mail in its recipient language, English when the language is unknown', () => {
    const german = verificationMail('kim@example.com', 'Kim Weber', 'http://localhost/de/x', 'de');
    const english = verificationMail('kim@example.com', 'Kim Weber', 'http://localhost/en/x', 'xx');
    expect(german.subject).not.toBe(english.subject);
    expect(german.text).toContain('http://localhost/de/x');
    expect(german.text).toContain('Kim Weber');
    expect(english.subject).toBe('Confirm your e-mail address for Codehop');
  });
});
