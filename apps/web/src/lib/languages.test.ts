import { describe, it, expect } from 'vitest';
import { findLanguage, isSupportedLanguage, LANGUAGES, languageOrDefault, languagesWithText } from './languages.ts';

describe('LANGUAGES', () => {
  it('lists the 30 codes of the spec, English first', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual(
      'en es fr de zh he ar uk pt hi ja it ko nl sv pl ru da fi no tr el th cs hu ro bg id ms vi'.split(
        ' ',
      ),
    );
  });

  it('gives every language a name, a native name and a flag', () => {
    for (const language of LANGUAGES) {
      expect(language.name).not.toBe('');
      expect(language.native_name).not.toBe('');
      expect([...language.flag_emoji]).toHaveLength(2);
    }
  });

  it.each([
    ['he', true],
    ['ar', true],
    ['en', false],
    ['ja', false],
  ])('%s is right to left: %s', (code, rtl) => {
    expect(findLanguage(code)?.rtl).toBe(rtl);
  });

  it.each([
    ['fr', true],
    ['FR', false],
    ['xx', false],
    ['', false],
  ])('isSupportedLanguage(%s) = %s', (code, expected) => {
    expect(isSupportedLanguage(code)).toBe(expected);
  });

  it('falls back to English', () => {
    expect(languageOrDefault('xx').code).toBe('en');
    expect(languageOrDefault('vi').native_name).toBe('Tiếng Việt');
  });
});

describe('languagesWithText', () => {
  it('offers English and the languages whose text exists, nothing that would only change the URL', () => {
    expect(languagesWithText(new Set()).map((language) => language.code)).toEqual(['en']);
    expect(languagesWithText(new Set(['he', 'fr', 'xx'])).map((language) => language.code)).toEqual(['en', 'fr', 'he']);
  });
});
