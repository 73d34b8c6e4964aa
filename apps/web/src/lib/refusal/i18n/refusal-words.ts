import type { i18n as I18n } from 'i18next';
import { findCourse } from '../../courses.ts';
import type { RefusalWords } from '../describe-refusal.ts';
import { refusalEn } from './refusal-en.ts';

export const REFUSAL_NAMESPACE = 'refusal';

type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** Registers the English words once; the other languages load with their namespaces (lib/i18n.ts). */
export function registerRefusalWords(instance: I18n): void {
  if (!instance.hasResourceBundle('en', REFUSAL_NAMESPACE)) {
    instance.addResourceBundle('en', REFUSAL_NAMESPACE, refusalEn, true, true);
  }
}

/** The refusal words of one language, read from an i18next instance (the app's, or a test's). */
export function refusalWords(instance: I18n, language: string): RefusalWords {
  registerRefusalWords(instance);
  // Not declared in lib/i18next.d.ts (a shared file): the namespace's keys are looked up loosely.
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT;
  const fixed = getFixedT(language, REFUSAL_NAMESPACE);
  const main = getFixedT(language, 'translation');
  const has = (key: string) => instance.exists(`${REFUSAL_NAMESPACE}:${key}`, { lng: language });
  return {
    language,
    text: (key, params) =>
      has(key) ? fixed(key, params ? { ...params } : undefined) : null,
    courseName: (courseId) => {
      const course = findCourse(courseId);
      return course ? main(course.labelKey) : courseId;
    },
  };
}
