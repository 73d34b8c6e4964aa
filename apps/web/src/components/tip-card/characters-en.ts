import type { CharacterId } from '@codehop/content';

/**
 * The `characters` namespace: how each language names the child's character inside a sentence.
 * One entry a noun (several avatars share one: both wizards are "the wizard"); avatars with no
 * noun that reads naturally are `character` ("your character"). Each entry holds the forms a
 * sentence needs, as this language writes them (article, case ending, particle included):
 * - `subject`: the character doing something ("the rabbit walks", "der Hase", "토끼가");
 * - `object`: the character something is done to ("move the rabbit", "den Hasen", "את הארנב");
 * - `to`: the character as the one told or given ("your code tells the rabbit", "dem Hasen",
 *   "al conejo", "לארנב");
 * - `gender`: `male`, `female` or `neuter`, the grammatical gender agreement follows: a sentence
 *   whose words change with it has variants `<key>_male` / `_female` / `_neuter`
 *   (i18next context; the plain key is the one used when there is no variant).
 * docs/areas/languages.md, "Naming the child's character", says how a text uses them.
 */
export const charactersEn = {
  rabbit: { subject: 'the rabbit', object: 'the rabbit', to: 'the rabbit', gender: 'neuter' },
  boy: { subject: 'the boy', object: 'the boy', to: 'the boy', gender: 'neuter' },
  detective: { subject: 'the detective', object: 'the detective', to: 'the detective', gender: 'neuter' },
  farmer: { subject: 'the farmer', object: 'the farmer', to: 'the farmer', gender: 'neuter' },
  girl: { subject: 'the girl', object: 'the girl', to: 'the girl', gender: 'neuter' },
  goblin: { subject: 'the goblin', object: 'the goblin', to: 'the goblin', gender: 'neuter' },
  kid: { subject: 'the kid', object: 'the kid', to: 'the kid', gender: 'neuter' },
  knight: { subject: 'the knight', object: 'the knight', to: 'the knight', gender: 'neuter' },
  lady: { subject: 'the lady', object: 'the lady', to: 'the lady', gender: 'neuter' },
  lumberjack: { subject: 'the lumberjack', object: 'the lumberjack', to: 'the lumberjack', gender: 'neuter' },
  oldMan: { subject: 'the old man', object: 'the old man', to: 'the old man', gender: 'neuter' },
  viking: { subject: 'the Viking', object: 'the Viking', to: 'the Viking', gender: 'neuter' },
  wizard: { subject: 'the wizard', object: 'the wizard', to: 'the wizard', gender: 'neuter' },
  character: { subject: 'your character', object: 'your character', to: 'your character', gender: 'neuter' },
};

export type CharacterNoun = keyof typeof charactersEn;
export const CHARACTER_NOUNS = Object.keys(charactersEn) as CharacterNoun[];
export type CharacterForm = 'subject' | 'object' | 'to';
export const CHARACTER_FORMS: readonly CharacterForm[] = ['subject', 'object', 'to'];

/** Each avatar's noun. */
export const NOUN_OF_CHARACTER: Readonly<Record<CharacterId, CharacterNoun>> = {
  Rabbit: 'rabbit', Boy: 'boy', Boy2: 'boy', Detective: 'detective', FarmerBoy: 'farmer', Girl: 'girl',
  Girl2: 'girl', Glasses: 'character', Goblin: 'goblin', Kid1: 'kid', Kid2: 'kid', Knight: 'knight', Lady: 'lady',
  Lady2: 'lady', Luimberjack: 'lumberjack', OldMan: 'oldMan', OldMan2: 'oldMan', Punk: 'character',
  Viking: 'viking', Wizard1: 'wizard', Wizard2: 'wizard',
};
