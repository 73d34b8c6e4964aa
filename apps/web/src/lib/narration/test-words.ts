import i18next, { type i18n as I18n } from 'i18next';
import { narrationEn } from './i18n/narration-en.ts';

/** An i18next with the real English narration words and a few item names, for the tests. */
export async function englishWords(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { narration: narrationEn, items: { carrot: 'Carrot', rock: 'Rock', chest: 'Chest', bridge_horizontal: 'Bridge' } } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
