import { codebookEn } from '../features/play/i18n/codebook-en.ts';
import { engineEn } from '../features/play/i18n/engine-en.ts';
import { itemsEn } from '../features/play/i18n/items-en.ts';
import { playEn } from '../features/play/i18n/play-en.ts';
import { staffEn } from '../features/staff/i18n/staff-en.ts';
import { offlineEn } from '../features/offline/i18n/offline-en.ts';
import { en } from './en.ts';

/**
 * Every English namespace, by the name its translations are stored under
 * (`locales/{code}/{namespace}.json`): what a translation must match, key for key.
 */
export const ENGLISH_NAMESPACES = {
  translation: en,
  play: playEn,
  staff: staffEn,
  engine: engineEn,
  items: itemsEn,
  codebook: codebookEn,
  offline: offlineEn,
} as const;

export type Namespace = keyof typeof ENGLISH_NAMESPACES;
