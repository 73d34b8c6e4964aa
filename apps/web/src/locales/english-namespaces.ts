import { codebookEn } from '../features/play/i18n/codebook-en.ts';
import { coachEn } from '../components/tip-card/coach-en.ts';
import { engineEn } from '../features/play/i18n/engine-en.ts';
import { itemsEn } from '../features/play/i18n/items-en.ts';
import { playEn } from '../features/play/i18n/play-en.ts';
import { quizEn } from '../features/quiz/i18n/quiz-en.ts';
import { recognitionEn } from '../features/recognition/i18n/recognition-en.ts';
import { creativeLevelsEn } from '../features/creative-levels/i18n/creative-levels-en.ts';
import { creatorEn } from '../features/creator/i18n/creator-en.ts';
import { staffEn } from '../features/staff/i18n/staff-en.ts';
import { purchaseEn } from '../features/purchase/i18n/purchase-en.ts';
import { challengesEn } from '../features/challenges/i18n/challenges-en.ts';
import { organizationEn } from '../features/organization/i18n/organization-en.ts';
import { offlineEn } from '../features/offline/i18n/offline-en.ts';
import { refusalEn } from '../lib/refusal/i18n/refusal-en.ts';
import { staleEn } from '../components/stale-dialog/stale-en.ts';
import { guideEn } from '../features/guide/i18n/guide-en.ts';
import { childEn } from '../features/profile/child-overview/i18n/child-en.ts';
import { narrationEn } from '../lib/narration/i18n/narration-en.ts';
import { charactersEn } from '../components/tip-card/characters-en.ts';
import { runnerEn } from '../components/tip-card/runner-en.ts';
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
  purchase: purchaseEn,
  quiz: quizEn,
  recognition: recognitionEn,
  challenges: challengesEn,
  organization: organizationEn,
  creator: creatorEn,
  'creative-levels': creativeLevelsEn,
  coach: coachEn,
  offline: offlineEn,
  refusal: refusalEn,
  stale: staleEn,
  guide: guideEn,
  child: childEn,
  narration: narrationEn,
  runner: runnerEn,
  characters: charactersEn,
} as const;

export type Namespace = keyof typeof ENGLISH_NAMESPACES;
