import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GuideChapter, GuideCurriculum } from '@codehop/content';
import { GuideInline, SectionHeading } from './guide-markup.tsx';
import { useGuideText } from './i18n/use-guide-text.ts';

/** Where a chapter meets England's programme of study and the CSTA standards, quoted as published. */
export function CurriculumTable({ ids, curriculum, notes }: { ids: readonly string[]; curriculum: GuideCurriculum; notes: GuideChapter['curriculum'] }) {
  const t = useGuideText();
  return (
    <section>
      <SectionHeading>{t('curriculum')}</SectionHeading>
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
        <Table size="small" aria-label={t('curriculum')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 800 }}>{t('code')}</TableCell>
              <TableCell sx={{ fontWeight: 800, display: { xs: 'none', md: 'table-cell' }, '@media print': { display: 'table-cell' } }}>{t('standard')}</TableCell>
              <TableCell sx={{ fontWeight: 800 }}>{t('inThisChapter')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ids.map((id) => {
              const standard = curriculum.standards[id];
              if (!standard) return null;
              return (
                <TableRow key={id} sx={{ breakInside: 'avoid' }}>
                  <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                    <strong dir="ltr">{standard.code}</strong>
                    <br />
                    <small>{t(standard.framework)}</small>
                  </TableCell>
                  <TableCell lang="en" sx={{ verticalAlign: 'top', display: { xs: 'none', md: 'table-cell' }, '@media print': { display: 'table-cell' } }}>
                    {standard.text}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <GuideInline text={notes[id] ?? ''} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
