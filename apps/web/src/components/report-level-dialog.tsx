import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FlagRounded from '@mui/icons-material/FlagRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import type { CreativeReportResponse } from '@codehop/api';
import { useTranslation } from 'react-i18next';
import { RefusalNotice } from '../lib/refusal/index.ts';
import { reportCreativeLevel } from '../lib/api/creative-levels.ts';

/** What a child can pick; staff read the key (and the child's own words) in the Reported levels tab. */
export const REPORT_REASONS = ['rude', 'scary', 'personal', 'broken', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

const DETAILS_MAX = 400;

/** The reason as stored: the picked key, then the child's words if they wrote any. */
export function reportText(reason: ReportReason, details: string): string {
  const words = details.trim();
  return words ? `${reason}: ${words}` : reason;
}

/**
 * "Report this level" for a creative level someone else made (the community card and the play
 * screen both show it): big choices in plain words, an optional
 * sentence, then a thank-you. It counts once per player (the server ignores a second report and
 * says so); after it the button reads "Reported".
 */
export function ReportLevelButton(props: { readonly levelId: number; readonly levelName: string; readonly variant: 'icon' | 'text' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const send = useMutation({
    mutationFn: (text: string) => reportCreativeLevel(props.levelId, text),
  });
  const answer: CreativeReportResponse | undefined = send.data;
  const reported = answer !== undefined;
  const label = reported ? t('reportLevel.done') : t('reportLevel.buttonLabel');
  const close = () => setOpen(false);

  const button =
    props.variant === 'icon' ? (
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)} data-testid="report-level" sx={{ width: 48, height: 48, color: reported ? 'warning.main' : undefined }}>
          <FlagRounded />
        </IconButton>
      </Tooltip>
    ) : (
      <Button startIcon={<FlagRounded />} onClick={() => setOpen(true)} data-testid="report-level" color="inherit" sx={{ minHeight: 44, fontWeight: 800, opacity: 0.85 }}>
        {reported ? t('reportLevel.done') : t('reportLevel.button')}
      </Button>
    );

  return (
    <>
      {button}
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="report-level-title">
        <DialogTitle id="report-level-title" sx={{ fontWeight: 900, fontSize: 24 }}>
          {reported ? t('reportLevel.thanks') : t('reportLevel.title')}
        </DialogTitle>
        {reported ? (
          <>
            <DialogContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <FavoriteRounded sx={{ fontSize: 56, color: '#ef4444' }} />
                <Typography sx={{ fontSize: 18 }} data-testid="report-thanks">
                  {answer.already_reported ? t('reportLevel.already') : t('reportLevel.thanksBody')}
                </Typography>
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 3 }}>
              <Button variant="contained" size="large" onClick={close} sx={{ minHeight: 48, minWidth: 120, fontWeight: 800 }}>
                {t('reportLevel.ok')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <>
            <DialogContent>
              <Typography sx={{ fontSize: 18, mb: 2 }}>{t('reportLevel.intro', { name: props.levelName })}</Typography>
              <Box role="radiogroup" aria-labelledby="report-level-title" sx={{ display: 'grid', gap: 1 }}>
                {REPORT_REASONS.map((key) => (
                  <Button
                    key={key}
                    role="radio"
                    aria-checked={reason === key}
                    variant={reason === key ? 'contained' : 'outlined'}
                    onClick={() => setReason(key)}
                    sx={{ minHeight: 52, justifyContent: 'flex-start', textAlign: 'start', fontWeight: 800, fontSize: 17, textTransform: 'none' }}
                  >
                    {t(`reportLevel.reasons.${key}`)}
                  </Button>
                ))}
              </Box>
              <TextField
                label={t('reportLevel.details')}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
                multiline
                minRows={2}
                fullWidth
                sx={{ mt: 2 }}
                slotProps={{ htmlInput: { maxLength: DETAILS_MAX } }}
              />
              <RefusalNotice error={send.error} sx={{ mt: 2 }} />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
              <Button size="large" onClick={close} sx={{ minHeight: 48, fontWeight: 800 }}>
                {t('reportLevel.cancel')}
              </Button>
              <Button
                variant="contained"
                size="large"
                disabled={reason === null || send.isPending}
                onClick={() => reason && send.mutate(reportText(reason, details))}
                sx={{ minHeight: 48, minWidth: 120, fontWeight: 800 }}
              >
                {t('reportLevel.send')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
