import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffReportedLevel } from '@codehop/api';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useModerateReportedLevel, useStaffReportedLevels } from './api/staff-reported-levels.ts';
import { useStaffText } from './i18n/use-staff-text.ts';
import { readReport } from './report-reason.ts';

/** Creative levels that players reported: read the reports, open the level, hide it or show it again. */
export function ReportsPanel() {
  const t = useStaffText();
  const reported = useStaffReportedLevels();
  const moderate = useModerateReportedLevel();
  if (reported.isPending) return <LinearProgress aria-label={t('tabs.reports')} />;
  if (!reported.data?.length) return <Alert severity="info">{t('reports.empty')}</Alert>;
  return (
    <Stack spacing={1.5}>
      <RefusalNotice error={moderate.error} />
      {reported.data.map((level) => (
        <ReportedLevelCard
          key={level.creative_level_id}
          level={level}
          busy={moderate.isPending}
          onModerate={(action) => moderate.mutate({ levelId: level.creative_level_id, action })}
        />
      ))}
    </Stack>
  );
}

function ReportedLevelCard({
  level,
  busy,
  onModerate,
}: {
  level: StaffReportedLevel;
  busy: boolean;
  onModerate: (action: 'hide' | 'unhide') => void;
}) {
  const t = useStaffText();
  const to = useLocalePath();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>{level.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('reports.by', { email: level.creator_email })}
        </Typography>
        <Chip size="small" label={t('reports.reportCount', { count: level.reports.length })} />
        {level.hidden && <Chip size="small" color="warning" label={t('reports.hidden')} />}
        {!level.is_public && <Chip size="small" label={t('reports.notPublic')} />}
      </Stack>
      <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, my: 1.5 }}>
        {level.reports.map((report) => (
          <Typography component="li" key={`${report.reporter_email}-${report.created_at}`} sx={{ overflowWrap: 'anywhere' }}>
            <ReportReasonText text={report.reason} /> · {report.reporter_email} ·{' '}
            {new Date(report.created_at).toLocaleString()}
          </Typography>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          href={to(`play/${level.course_id}/${level.creator_user_id}/${level.slug}`)}
          target="_blank"
          rel="noopener"
        >
          {t('reports.play')}
        </Button>
        <Button
          variant="contained"
          color={level.hidden ? 'primary' : 'warning'}
          disabled={busy}
          onClick={() => onModerate(level.hidden ? 'unhide' : 'hide')}
        >
          {level.hidden ? t('reports.unhide') : t('reports.hide')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The child's pick in words (staff's language) and their own words quoted, never the raw key. */
function ReportReasonText({ text }: { text: string }) {
  const t = useStaffText();
  const { reason, words } = readReport(text);
  return (
    <>
      {reason && <strong>{t(`reports.reasons.${reason}`)}</strong>}
      {reason && words ? ': ' : ''}
      {words && `“${words}”`}
    </>
  );
}
