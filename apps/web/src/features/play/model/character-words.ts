import type { CharacterId } from '@codehop/content';

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
