import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import type { CreativeLevelCard } from '@codehop/api';
import { CreativeLevelPicture } from '../../components/creative-level-picture.tsx';
import { useNotify } from '../../components/notification-provider.tsx';
import {
  CREATIVE_QUERY_KEY,
  fetchSchoolReview,
  moderateCreativeLevel,
  type CreativeModeration,
} from '../../lib/api/creative-levels.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useOrgText, type OrgText } from './i18n/use-org-text.ts';
import { Failed, Loading, SchoolLayout } from './school-layout.tsx';

type ReviewState = 'waiting' | 'checked';

function StatusChip({ level, t }: { readonly level: CreativeLevelCard; readonly t: OrgText }) {
  if (level.hidden) return <Chip icon={<VisibilityOffRounded />} label={t('levels.status.hidden')} sx={{ fontWeight: 800 }} />;
  if (level.school_approved) return <Chip color="success" icon={<CheckCircleRounded />} label={t('levels.status.approved')} sx={{ fontWeight: 800 }} />;
  return <Chip color="warning" label={t('levels.status.waiting')} sx={{ fontWeight: 800 }} />;
}

/** One shared level: its map, maker and state, and the teacher's big buttons (never a dead end). */
function ReviewCard(props: {
  readonly level: CreativeLevelCard;
  readonly t: OrgText;
  readonly busy: boolean;
  readonly onAction: (level: CreativeLevelCard, action: CreativeModeration) => void;
}) {
  const { level, t } = props;
  const to = useLocalePath();
  const big = { minHeight: 52, fontWeight: 800, fontSize: 16, flexGrow: 1 } as const;
  return (
    <Card variant="outlined" data-testid="review-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <CreativeLevelPicture level={level} />
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('levels.by', { name: level.creator_name.trim() || t('levels.unknownCreator') })}
        </Typography>
        <StatusChip level={level} t={t} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, p: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {level.hidden ? (
          <Button variant="contained" startIcon={<VisibilityRounded />} disabled={props.busy} onClick={() => props.onAction(level, 'unhide')} sx={big}>
            {t('levels.showAgain')}
          </Button>
        ) : (
          <>
            <Button variant="outlined" startIcon={<PlayArrowRounded />} component={RouterLink} to={to(`play/${level.course_id}/${level.user_id}/${level.level_slug}`)} sx={big}>
              {t('levels.try')}
            </Button>
            {level.school_approved ? null : (
              <Button variant="contained" color="success" startIcon={<CheckCircleRounded />} disabled={props.busy} onClick={() => props.onAction(level, 'approve')} sx={big}>
                {t('levels.approve')}
              </Button>
            )}
            <Button variant="outlined" color="error" startIcon={<VisibilityOffRounded />} disabled={props.busy} onClick={() => props.onAction(level, 'hide')} sx={big}>
              {t('levels.hide')}
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}

/**
 * organization/levels: the teacher's approve-and-hide screen for the levels their school's
 * students shared with the school (issue 20). Waiting ones first; checked ones can be hidden or
 * shown again. Classmates see a level only once it is approved.
 */
export function SchoolLevelsPage() {
  const t = useOrgText();
  const to = useLocalePath();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ReviewState>('waiting');
  const [paging, setPaging] = useState({ state: 'waiting' as ReviewState, page: 1 });
  const page = paging.state === state ? paging.page : 1;
  const list = useQuery({
    queryKey: [...CREATIVE_QUERY_KEY, 'review', state, page],
    queryFn: ({ signal }) => fetchSchoolReview(state, page, signal),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ level, action }: { level: CreativeLevelCard; action: CreativeModeration }) => moderateCreativeLevel(level.id, action),
    onSuccess: (answer, { level }) => notify(t(answer.hidden ? 'levels.hidden' : 'levels.approved', { name: level.name }), 'success'),
    onError: () => notify(t('levels.failed'), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CREATIVE_QUERY_KEY }),
  });
  const levels = list.data?.items ?? [];
  return (
    <SchoolLayout title={t('levels.title')}>
      <Typography sx={{ fontSize: 18, mb: 2, maxWidth: 760 }}>{t('levels.intro')}</Typography>
      <Tabs value={state} onChange={(_event, value: ReviewState) => setState(value)} sx={{ mb: 2 }}>
        <Tab value="waiting" label={t('levels.tabs.waiting')} sx={{ minHeight: 52, fontWeight: 800, fontSize: 16 }} />
        <Tab value="checked" label={t('levels.tabs.checked')} sx={{ minHeight: 52, fontWeight: 800, fontSize: 16 }} />
      </Tabs>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failed error={list.error} />
      ) : levels.length === 0 ? (
        <Box data-testid="review-empty" sx={{ py: 4, textAlign: 'center' }}>
          <Typography sx={{ fontSize: 20, mb: 3 }}>{state === 'waiting' ? t('levels.emptyWaiting') : t('levels.emptyChecked')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            {state === 'waiting' ? (
              <Button variant="outlined" size="large" onClick={() => setState('checked')} sx={{ minHeight: 52, fontWeight: 800 }}>
                {t('levels.tabs.checked')}
              </Button>
            ) : null}
            <Button variant="contained" size="large" component={RouterLink} to={to('creative-levels')} sx={{ minHeight: 52, fontWeight: 800 }}>
              {t('levels.seeAll')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 2 }}>
            {levels.map((level) => (
              <ReviewCard
                key={level.id}
                level={level}
                t={t}
                busy={decide.isPending && decide.variables.level.id === level.id}
                onAction={(chosen, action) => decide.mutate({ level: chosen, action })}
              />
            ))}
          </Box>
          {list.data.pages > 1 ? (
            <Pagination sx={{ mt: 3 }} size="large" count={list.data.pages} page={list.data.page} onChange={(_event, value) => setPaging({ state, page: value })} />
          ) : null}
        </>
      )}
    </SchoolLayout>
  );
}
