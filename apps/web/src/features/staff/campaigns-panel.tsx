import { RefusalNotice } from '../../lib/refusal/index.ts';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CAMPAIGN_TEMPLATE_NAMES, type CampaignTemplateName } from '@codehop/api';
import { useQueueCampaign, type CampaignAudience } from './api/queue-campaign.ts';
import { useSendEmails } from './api/send-emails.ts';
import { EveryoneDialog } from './everyone-dialog.tsx';
import { useStaffText, type StaffKey } from './i18n/use-staff-text.ts';

/** Queue a campaign (a list, everyone, or a test send), then release it at the pace staff choose. */
export function CampaignsPanel() {
  const t = useStaffText();
  const [template, setTemplate] = useState<CampaignTemplateName>('new-levels');
  const [subject, setSubject] = useState('');
  const [recipients, setRecipients] = useState('');
  const [testTo, setTestTo] = useState('');
  const [rows, setRows] = useState(100);
  const queue = useQueueCampaign();
  // "Everyone" is previewed and confirmed by typing first (EveryoneDialog); lists and tests go at once.
  const [askingEveryone, setAskingEveryone] = useState(false);
  const send = useSendEmails();

  const emails = recipients
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
  const queueFor = (audience: CampaignAudience) =>
    queue.mutate({ templateName: template, subject, audience });

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack spacing={2}>
          <TextField
            select
            label={t('campaigns.template')}
            value={template}
            onChange={(event) => setTemplate(event.target.value as CampaignTemplateName)}
          >
            {CAMPAIGN_TEMPLATE_NAMES.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`campaigns.templates.${name}` as StaffKey)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('campaigns.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
          />
          <TextField
            label={t('campaigns.recipients')}
            value={recipients}
            onChange={(event) => setRecipients(event.target.value)}
            multiline
            minRows={3}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              disabled={queue.isPending || emails.length === 0}
              onClick={() => queueFor({ kind: 'list', emails })}
            >
              {t('campaigns.queueList')}
            </Button>
            <Button
              variant="outlined"
              disabled={queue.isPending}
              onClick={() => setAskingEveryone(true)}
            >
              {t('campaigns.queueEveryone')}
            </Button>
          </Stack>
          <EveryoneDialog
            open={askingEveryone}
            template={t(`campaigns.templates.${template}` as StaffKey)}
            subject={subject}
            busy={queue.isPending}
            onCancel={() => setAskingEveryone(false)}
            onConfirm={() => {
              setAskingEveryone(false);
              queueFor({ kind: 'everyone' });
            }}
          />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <TextField
              label={t('campaigns.testTo')}
              value={testTo}
              onChange={(event) => setTestTo(event.target.value)}
              sx={{ flexGrow: 1 }}
            />
            <Button
              variant="outlined"
              disabled={queue.isPending || testTo.trim() === ''}
              onClick={() => queueFor({ kind: 'test', email: testTo.trim() })}
            >
              {t('campaigns.queueTest')}
            </Button>
          </Stack>
          {queue.data && (
            <Alert severity="success">
              {t('campaigns.queued', { queued: queue.data.queued, skipped: queue.data.skipped })}
            </Alert>
          )}
          <RefusalNotice error={queue.error} />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            type="number"
            label={t('campaigns.sendRows')}
            value={rows}
            onChange={(event) =>
              setRows(Math.max(1, Math.min(10_000, Number(event.target.value) || 1)))
            }
          />
          <Button variant="contained" disabled={send.isPending} onClick={() => send.mutate(rows)}>
            {t('campaigns.send')}
          </Button>
        </Stack>
        {send.data && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t('campaigns.released', { released: send.data.released })}
          </Alert>
        )}
        <RefusalNotice error={send.error} sx={{ mt: 2 }} />
      </Paper>
    </Stack>
  );
}
