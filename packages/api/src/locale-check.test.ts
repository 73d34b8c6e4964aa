import { describe, expect, it } from 'vitest';
import { checkLocale } from './locale-check.ts';

describe('naming the character in a translation', () => {
  const english = { walk: 'Walk on: {{character}} needs more commands.', plain: 'Run it.' };

  it('takes any form of the character where English names it', () => {
    expect(checkLocale('it', english, { walk: 'Vai: {{characterTo}} servono altri comandi.', plain: 'Eseguilo.' })).toEqual([]);
    expect(checkLocale('de', english, { walk: 'Geh: {{Character}} braucht mehr Befehle.', plain: 'Los.' })).toEqual([]);
  });

  it('takes gender variants of a sentence that names the character, with its placeholders', () => {
    const arabic = { walk: 'امشِ: يحتاج {{character}} أوامر.', walk_female: 'امشِ: تحتاج {{character}} أوامر.', plain: 'شغّله.' };
    expect(checkLocale('ar', english, arabic)).toEqual([]);
    expect(checkLocale('ar', english, { ...arabic, walk_female: 'امشِ: تحتاج أوامر.' })).toEqual([{ key: 'walk_female', problem: 'placeholder {{character}} dropped' }]);
  });

  it('refuses a variant of a sentence that does not name the character, and a dropped character', () => {
    expect(checkLocale('de', english, { walk: 'Geh: {{character}} braucht mehr.', plain: 'Los.', plain_female: 'Los.' })).toEqual([
      { key: 'plain_female', problem: 'not in English (extra key)' },
    ]);
    expect(checkLocale('de', english, { walk: 'Geh weiter.', plain: 'Los.' })).toEqual([{ key: 'walk', problem: 'placeholder {{character}} dropped' }]);
  });
});
