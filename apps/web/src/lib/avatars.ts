import { CHARACTERS, DEFAULT_CHARACTER, isCharacterId, type CharacterId } from '@codehop/content';

export interface AvatarChoice {
  id: CharacterId;
  /** What people read ("Lumberjack", not the spec's id "Luimberjack"). */
  name: string;
  /** The portrait the server serves from the art catalogue. */
  src: string;
}

/** The 21 avatars of spec/platform.md §3 in the catalogue's order, Rabbit first. */
export const AVATAR_CHOICES: readonly AvatarChoice[] = CHARACTERS.map((character) => ({
  id: character.id,
  name: character.displayName,
  src: `/assets/${character.portrait}`,
}));

/** The avatar to show for a stored character value: unknown values show the default. */
export function avatarFor(character: string | null | undefined): AvatarChoice {
  const id = character && isCharacterId(character) ? character : DEFAULT_CHARACTER;
  return AVATAR_CHOICES.find((choice) => choice.id === id) ?? (AVATAR_CHOICES[0] as AvatarChoice);
}
