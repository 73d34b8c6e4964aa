import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { useCertificates } from './api/recognition.ts';
import { studentIdParam } from './badges-page.tsx';
import { useCertificateTitle } from './certificate-card.tsx';
import { useRecognitionText } from './i18n/use-recognition-text.ts';
import { dateLocale } from '../../lib/date-locale.ts';

/** /certificates/{studentId}: every certificate the server issued to the child. */
export function CertificatesPage() {
  const t = useRecognitionText();
  const { i18n } = useTranslation();
  const to = useLocalePath();
  const lng = useLocale();
  const studentId = studentIdParam(useParams().studentId);
  const list = useCertificates(studentId);
  const title = useCertificateTitle();
  if (studentId === null || list.isError) return <Alert severity="info">{t('notFound')}</Alert>;
  if (!list.data) return <Skeleton variant="rounded" height={240} />;
  const data = list.data;
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageTitle page={t('certificates.title', { name: data.student.username })} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3, overflowWrap: 'anywhere' }}>
        {t('certificates.title', { name: data.student.username })}
      </Typography>
      {data.certificates.length === 0 ? <Alert severity="info">{t('certificates.none')}</Alert> : null}
      <Stack spacing={2}>
        {data.certificates.map((certificate) => (
          <Paper key={certificate.id} sx={{ p: 2.5, borderRadius: 3 }} data-testid="certificate-row">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <WorkspacePremiumRounded sx={{ fontSize: 48, color: '#fbbf24' }} />
              <Box sx={{ flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }}>{title(certificate)}</Typography>
                <Typography sx={{ color: 'text.secondary' }}>
                  {t('certificate.issued', { date: new Date(certificate.issued_at).toLocaleDateString(dateLocale(i18n.language), { dateStyle: 'long' }) })}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button component={RouterLink} to={to(`certificate/${certificate.id}`)} variant="contained" data-testid="certificate-open">
                  {t('certificates.open')}
                </Button>
                <Button
                  component="a"
                  href={`/api/certificate/${certificate.id}/pdf?lng=${lng}`}
                  download
                  variant="outlined"
                  startIcon={<DownloadRounded />}
                >
                  {t('certificate.download')}
                </Button>
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
