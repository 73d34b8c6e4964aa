import { describe, expect, it } from 'vitest';
import { languageToFollow, pathInAccountLanguage } from './user-language.ts';

describe("an account's language follows it", () => {
  it('moves the page it lands on into the language the account chose, keeping query and hash', () => {
    expect(pathInAccountLanguage('/en/play/python/intro-level2?from=mail#top', 'de')).toBe('/de/play/python/intro-level2?from=mail#top');
    expect(pathInAccountLanguage('/en/', 'ar')).toBe('/ar/');
  });

  it('leaves the page alone for English (also what nobody-chose reads), the same language, none or an unknown one', () => {
    expect(pathInAccountLanguage('/fr/profile', 'en')).toBe('/fr/profile');
    expect(pathInAccountLanguage('/de/profile', 'de')).toBe('/de/profile');
    expect(pathInAccountLanguage('/en/profile', null)).toBe('/en/profile');
    expect(languageToFollow('xx', 'en')).toBeNull();
  });
});
