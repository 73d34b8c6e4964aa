import { describe, expect, it } from 'vitest';
import { organizationEn } from './i18n/organization-en.ts';
import type { OrgText } from './i18n/use-org-text.ts';
import { quizSummary } from './quiz-summary.ts';

// The English words, filled in as i18next does, so the line reads as the teacher sees it.
const t = ((key: string, params: Record<string, string | number> = {}) => {
  const [group, name] = key.split('.') as [keyof typeof organizationEn, string];
  const template = (organizationEn[group] as Record<string, string>)[name] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, field: string) => String(params[field]));
}) as OrgText;

describe('a chapter quiz in one line for a teacher', () => {
  it('leads with the first try and names the question missed, for a child who passed after a retry', () => {
    expect(quizSummary({ score: 7, questions: 7, complete: true, first_try_score: 6, missed_first_try: [4] }, t)).toBe(
      'First try: 6 of 7 right · Wrong at the first try: question 4 · Quiz: 7 of 7 right · Quiz passed',
    );
  });
  it('says nothing of misses when there were none, and no pass before it', () => {
    expect(quizSummary({ score: 3, questions: 7, complete: false, first_try_score: 3, missed_first_try: [] }, t)).toBe('First try: 3 of 7 right · Quiz: 3 of 7 right');
  });
});
