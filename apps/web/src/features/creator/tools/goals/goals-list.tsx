import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ItemPicture } from '../../../../components/item-picture.tsx';
import type { CreatorText } from '../../i18n/use-creator-text.ts';
import { ANY_TEXT } from '../../model/creator-model.ts';
import { iconOf } from '../item-icon.ts';

/** The goals the placed items make (gameplay §3), as the player will meet them. */
export function GoalsList({ goals, t, nameOf }: { readonly goals: readonly Record<string, unknown>[]; readonly t: CreatorText; readonly nameOf: (type: string) => string }) {
  return (
    <Stack spacing={1} data-testid="creator-goals">
      <Typography variant="subtitle1" sx={{ fontWeight: 800 }}>
        {t('goals.title')}
      </Typography>
      {goals.length === 0 ? <Typography color="text.secondary">{t('goals.none')}</Typography> : null}
      {goals.map((goal, index) => {
        const type = String(goal.type ?? '');
        const text =
          goal.action === 'collect'
            ? t('goals.collect', { count: Number(goal.count ?? 1), name: nameOf(type) })
            : goal.action === 'speak'
              ? goal.data === ANY_TEXT
                ? t('goals.speakAny')
                : t('goals.speak', { phrase: String(goal.data ?? '') })
              : t('goals.build', { name: nameOf(type) });
        return (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ItemPicture frame={iconOf(type)} size={28} />
            <Typography>{text}</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
