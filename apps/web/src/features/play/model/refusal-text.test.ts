import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { refusalText } from './refusal-text.ts';

async function i18nIn(language: string, resources: Record<string, Record<string, unknown>>) {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, fallbackLng: 'en', resources: { [language]: resources }, interpolation: { escapeValue: false } });
  return instance;
}

describe('a game refusal in the child\'s language', () => {
  it('translates the key with its parameters, item ids as the language\'s item names', async () => {
    const i18n = await i18nIn('de', {
      engine: { refusal: { bumped_object: 'Bumm! Ein {{object}} ist im Weg.', build_not_enough: 'Du brauchst {{needed}} {{material}}.' } },
      items: { rock: 'Felsen' },
    });
    expect(refusalText(i18n, { key: 'engine.refusal.bumped_object', params: { object: 'rock' } })).toBe('Bumm! Ein Felsen ist im Weg.');
    // No German item name: the English words, counted.
    expect(refusalText(i18n, { key: 'engine.refusal.build_not_enough', params: { needed: 3, material: 'log', have: 1 } })).toBe('Du brauchst 3 logs.');
  });

  it('leaves Python errors and untranslated refusals to the runner\'s English', async () => {
    const i18n = await i18nIn('de', { engine: { refusal: {} } });
    expect(refusalText(i18n, { key: 'engine.refusal.bumped_wall', params: {} })).toBeNull();
    expect(refusalText(i18n, { key: undefined })).toBeNull();
  });
});
