import { REFUSAL_MESSAGES } from '@codehop/engine';
import { playEn } from '../features/play/i18n/play-en.ts';
import { staffEn } from '../features/staff/i18n/staff-en.ts';
import { en } from './en.ts';

/** The engine's refusal messages with i18next placeholders (`{item}` becomes `{{item}}`). */
export const engineEn = {
  refusal: Object.fromEntries(Object.entries(REFUSAL_MESSAGES).map(([code, text]) => [code, text.replace(/\{(\w+)\}/g, '{{$1}}')])),
};

/**
 * Every English namespace, by the name its translations are stored under
 * (`locales/{code}/{namespace}.json`): what a translation must match, key for key.
 */
export const ENGLISH_NAMESPACES = {
  translation: en,
  play: playEn,
  staff: staffEn,
  engine: engineEn,
} as const;

export type Namespace = keyof typeof ENGLISH_NAMESPACES;
