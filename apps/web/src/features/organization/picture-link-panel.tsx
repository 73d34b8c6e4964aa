import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SchoolClass } from '@codehop/api';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useClassPictureLink, useRenewClassPictureLink } from './api/picture-class-api.ts';
import { useOrganization } from './api/school-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';

/**
 * The class's picture login page (issue 41), for a class with picture passwords: the address to open
 * on the class's computers, where each child taps their name and then their pictures. Its secret is
 * made when the teacher first opens this panel; it is not the join link (nobody joins with it).
 */
export function PictureLinkPanel({ klass }: { readonly klass: SchoolClass }) {
  const t = useOrgText();
  const to = useLocalePath();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const school = useOrganization(open);
  const link = useClassPictureLink(klass.id, open);
  const renew = useRenewClassPictureLink(klass.id);
  if (!klass.picture_passwords) return null;
  const address = link.data && school.data ? `${window.location.origin}${to(`login-org/${school.data.slug}/class/${link.data.token}`)}` : null;
  if (!open)
    return (
      <Button variant="outlined" size="large" sx={{ mb: 3 }} onClick={() => setOpen(true)} data-testid="picture-link-open">
        {t('pictureLink.open')}
      </Button>
    );
  return (
    <Stack spacing={1} sx={{ mb: 3 }} data-testid="picture-link">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 800 }}>{t('pictureLink.open')}</Typography>
      <Typography color="text.secondary">{t('pictureLink.about')}</Typography>
      <RefusalNotice error={link.error ?? school.error ?? renew.error} />
      {address && (
        <>
          <Typography sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '1.05rem' }} data-testid="picture-link-address">{address}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant="contained"
              onClick={() => void navigator.clipboard.writeText(address).then(() => setCopied(true), () => setCopied(false))}
              data-testid="picture-link-copy"
            >
              {t('pictureLink.copy')}
            </Button>
            <Button variant="outlined" href={address} target="_blank" rel="noopener">{t('pictureLink.visit')}</Button>
            <Button
              variant="outlined"
              disabled={renew.isPending}
              onClick={() => {
                if (window.confirm(t('pictureLink.renewConfirm'))) renew.mutate(undefined, { onSuccess: () => setCopied(false) });
              }}
              data-testid="picture-link-renew"
            >
              {t('pictureLink.renew')}
            </Button>
          </Stack>
          {copied && <Alert severity="success">{t('pictureLink.copied')}</Alert>}
        </>
      )}
    </Stack>
  );
}
