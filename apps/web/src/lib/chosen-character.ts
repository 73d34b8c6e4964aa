import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_CHARACTER, isCharacterId, type CharacterId } from '@codehop/content';
import { useCurrentUser } from './api/current-user.ts';
import { tellOfCharacter } from './character-words.ts';

const avatarSchema = z.looseObject({
  character: z.string().nullish(),
  student_details: z.looseObject({ character: z.string().nullish() }).nullish(),
});

/** The avatar the signed-in child plays as (the chosen student's, else the account's); the Rabbit otherwise. */
export function chosenCharacter(user: unknown): CharacterId {
  const avatar = avatarSchema.safeParse(user ?? {});
  const character = avatar.success ? (avatar.data.student_details?.character ?? avatar.data.character) : undefined;
  return character && isCharacterId(character) ? character : DEFAULT_CHARACTER;
}

/** Tells a text written about the rabbit (a quiz question, its answers) of this child's character, in the page's language. */
export function useTellOfCharacter(): (text: string) => string {
  const { i18n } = useTranslation();
  const user = useCurrentUser();
  const character = chosenCharacter(user.data);
  const language = i18n.language;
  return useCallback((text: string) => tellOfCharacter(text, character, language, i18n), [character, language, i18n]);
}
