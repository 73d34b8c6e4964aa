import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SchoolClass } from '@codehop/api';
import { useOrgText } from './i18n/use-org-text.ts';

/** The class's rules as its teacher set them: which chapters are open, no skipping, quizzes, picture passwords. */
export function ClassRulesSummary({ klass }: { readonly klass: SchoolClass }) {
  const t = useOrgText();
  const chapters = klass.unlocked_chapters
    .filter((entry) => entry.startsWith('python:'))
    .map((entry) => Number(entry.split(':')[1]))
    .sort((a, b) => a - b);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="class-rules">
      <Chip color="primary" variant="outlined" label={chapters.length === 0 ? t('rules.allChapters') : t('rules.chapters', { list: chapters.join(', ') })} />
      <Chip variant="outlined" label={klass.no_skip ? t('rules.noSkip') : t('rules.skipAllowed')} />
      <Chip variant="outlined" label={klass.quiz ? t('rules.quizOn') : t('rules.quizOff')} />
      {klass.picture_passwords && <Chip variant="outlined" color="secondary" label={t('pictures.card')} data-testid="rule-pictures" />}
    </Stack>
  );
}
