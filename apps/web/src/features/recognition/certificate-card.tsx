import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@codehop/api';
import { findCourse } from '../../lib/courses.ts';
import { useRecognitionText } from './i18n/use-recognition-text.ts';
import { dateLocale } from '../../lib/date-locale.ts';

/** What a certificate is for, in the reader's language. */
export function useCertificateTitle(): (certificate: Certificate) => string {
  const t = useRecognitionText();
  const { t: app } = useTranslation();
  return (certificate) => {
    const entry = findCourse(certificate.course_id);
    const course = entry ? app(entry.labelKey) : certificate.course_name;
    return certificate.kind === 'course' ? t('certificate.course', { course }) : t('certificate.firstSteps', { course });
  };
}

/** The certificate as the page shows it: gold double border, the child's name large. */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const t = useRecognitionText();
  const { i18n } = useTranslation();
  const title = useCertificateTitle();
  return (
    <Box
      data-testid="certificate-card"
      sx={{
        border: '6px double #fbbf24',
        borderRadius: 3,
        p: { xs: 3, sm: 5 },
        textAlign: 'center',
        background: 'linear-gradient(160deg, #1c2a21, #13201a)',
      }}
    >
      <WorkspacePremiumRounded sx={{ fontSize: 56, color: '#fbbf24' }} />
      <Typography sx={{ fontWeight: 900, fontSize: { xs: '1.4rem', sm: '1.9rem' }, color: '#fbbf24' }}>{t('certificate.heading')}</Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('certificate.awardedTo')}</Typography>
      <Typography data-testid="certificate-name" sx={{ fontWeight: 900, fontSize: { xs: '1.8rem', sm: '2.6rem' }, overflowWrap: 'anywhere' }}>
        {certificate.student_name}
      </Typography>
      <Typography sx={{ mt: 1.5, fontSize: '1.2rem', fontWeight: 700 }}>{title(certificate)}</Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        {t('certificate.issued', { date: new Date(certificate.issued_at).toLocaleDateString(dateLocale(i18n.language), { dateStyle: 'long' }) })}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }} dir="ltr">
        {t('certificate.number', { id: certificate.id })}
      </Typography>
    </Box>
  );
}
