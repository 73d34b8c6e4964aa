import type { i18n as I18n } from 'i18next';
import type { CharacterId } from '@codehop/content';
import { CHARACTER_FORMS, NOUN_OF_CHARACTER } from '../components/tip-card/characters-en.ts';

/**
 * The word a text uses for each character, where one reads naturally in "the ___ walks on".
 * Avatars without such a word (Glasses, Punk) are "your character". The level texts are written
 * for the Rabbit, the default hero; a child who chose the Knight reads about the knight.
 */
export const CHARACTER_NOUNS: Readonly<Record<CharacterId, string | null>> = {
  Rabbit: 'rabbit', Boy: 'boy', Boy2: 'boy', Detective: 'detective', FarmerBoy: 'farmer', Girl: 'girl',
  Girl2: 'girl', Glasses: null, Goblin: 'goblin', Kid1: 'kid', Kid2: 'kid', Knight: 'knight', Lady: 'lady',
  Lady2: 'lady', Luimberjack: 'lumberjack', OldMan: 'old man', OldMan2: 'old man', Punk: null,
  Viking: 'viking', Wizard1: 'wizard', Wizard2: 'wizard',
};

const RABBIT = /\b(The|the|This|this) rabbit\b/g;

/** `text` with "the rabbit" told as the chosen character ("the knight", or "your character"). */
export function nameTheCharacter(text: string, character: CharacterId): string {
  const noun = CHARACTER_NOUNS[character];
  if (noun === 'rabbit') return text;
  return text.replace(RABBIT, (_match, article: string) => {
    if (noun !== null) return `${article} ${noun}`;
    const yours = article === 'The' ? 'Your' : article === 'the' ? 'your' : article;
    return `${yours} character`;
  });
}

/** The forms a translated text may name the rabbit in, each with the chosen character's (characters namespace). */
export type FormPairs = readonly (readonly [rabbit: string, chosen: string])[];

/**
 * `text`, written in a translated language about the rabbit, told of the chosen character: each
 * of the rabbit's forms in that language ("der Hase", "den Hasen", "dem Hasen"; "el conejo", "al
 * conejo") becomes the chosen character's same form, capitalised where the rabbit's was. A form
 * is a whole phrase: "del conejo" is not "el conejo". Arabic writes prepositions onto the noun
 * ("بالأرنب"), so there a form may follow a letter.
 */
export function nameTheCharacterIn(text: string, language: string, pairs: FormPairs): string {
  const joined = language === 'ar' || language === 'he';
  const capital = (words: string) => words.charAt(0).toLocaleUpperCase(language) + words.slice(1);
  const replacements = new Map<string, string>();
  for (const [rabbit, chosen] of pairs) {
    if (rabbit === '' || rabbit === chosen) continue;
    replacements.set(rabbit, chosen);
    replacements.set(capital(rabbit), capital(chosen));
  }
  if (replacements.size === 0) return text;
  const escaped = [...replacements.keys()].sort((a, b) => b.length - a.length).map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`${joined ? '' : '(?<!\\p{L})'}(${escaped.join('|')})(?!\\p{L})`, 'gu');
  return text.replace(pattern, (form: string) => replacements.get(form) ?? form);
}

/** The rabbit's forms in `language` beside the character's, when the language has them. */
export function formPairs(i18n: I18n | undefined, language: string, characterId: CharacterId): FormPairs {
  const noun = NOUN_OF_CHARACTER[characterId];
  if (i18n === undefined || noun === 'rabbit') return [];
  const rabbit = i18n.getResource(language, 'characters', 'rabbit') as Record<string, string> | undefined;
  const chosen = i18n.getResource(language, 'characters', noun) as Record<string, string> | undefined;
  if (!rabbit || !chosen) return [];
  return CHARACTER_FORMS.map((form) => [rabbit[form] ?? '', chosen[form] ?? ''] as const);
}

/**
 * A text written about the rabbit (a level's guide, a quiz question), told of the chosen
 * character: English by its own rules, a translation by the rabbit's forms in that language (the
 * `characters` namespace). A text without this language's words comes in English: told in English.
 */
export function tellOfCharacter(text: string, characterId: CharacterId, language: string, i18n?: I18n): string {
  const english = nameTheCharacter(text, characterId);
  return language.startsWith('en') ? english : nameTheCharacterIn(english, language, formPairs(i18n, language, characterId));
}
