import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import GppBadRounded from '@mui/icons-material/GppBadRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useLocale } from '../../lib/use-locale.ts';
import { usePublicCertificate } from './api/recognition.ts';
import { CertificateCard } from './certificate-card.tsx';
import { useRecognitionText } from './i18n/use-recognition-text.ts';

/**
 * /certificate/{id}: the public page the QR code opens. Anyone may look; it shows the child's
 * display name, the course and the date (never an e-mail) and says whether Codehop issued it.
 */
export function CertificatePage() {
  const t = useRecognitionText();
  const lng = useLocale();
  const id = useParams().certificateId ?? '';
  const certificate = usePublicCertificate(id);
  if (certificate.isPending) return <Skeleton variant="rounded" height={360} sx={{ maxWidth: 860, mx: 'auto', width: '100%' }} />;
  if (!certificate.data) {
    return (
      <Box sx={{ maxWidth: 860, mx: 'auto' }}>
        <PageTitle page={t('certificate.heading')} />
        <Alert severity="error" icon={<GppBadRounded />} data-testid="certificate-not-genuine" sx={{ fontSize: '1.1rem' }}>
          {t('certificate.notGenuine')}
        </Alert>
      </Box>
    );
  }
  const data = certificate.data;
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageTitle page={t('certificate.heading')} />
      <Alert severity="success" icon={<VerifiedRounded />} data-testid="certificate-genuine" sx={{ mb: 2, fontSize: '1.05rem' }}>
        {t('certificate.genuine')}
      </Alert>
      <CertificateCard certificate={data} />
      <Stack direction="row" sx={{ justifyContent: 'center', mt: 2 }}>
        <Button
          component="a"
          href={`/api/certificate/${data.id}/pdf?lng=${lng}`}
          download
          variant="contained"
          size="large"
          startIcon={<DownloadRounded />}
          data-testid="certificate-download"
        >
          {t('certificate.download')}
        </Button>
      </Stack>
    </Box>
  );
}
