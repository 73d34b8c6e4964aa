import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Markdown } from '../../../components/markdown.tsx';
import { usePlayText } from '../i18n/use-play-text.ts';

export interface GuideColumnProps {
  readonly guide: string | null;
  readonly guideImage: string | null;
  readonly tutorial: string | null;
  readonly notReady: boolean;
  /**
   * The side column on wide screens: the guide's own title is left out there, because the page
   * heading already names the level and every line of room goes to the guide's first sentences.
   */
  readonly compact?: boolean;
}

/** The guide and tutorial of the level, as markdown, with the guide's picture. */
export function GuideColumn({ guide, guideImage, tutorial, notReady, compact = false }: GuideColumnProps) {
  const t = usePlayText();
  const [tab, setTab] = useState<'guide' | 'tutorial'>('guide');
  if (notReady) {
    return (
      <Alert severity="info" sx={{ borderRadius: 3 }}>
        {t('notReady')}
      </Alert>
    );
  }
  const shown = tab === 'tutorial' && tutorial ? tutorial : (guide ?? '');
  return (
    <Box data-testid="guide-column">
      {tutorial ? (
        <Tabs value={tab} onChange={(_event, value: 'guide' | 'tutorial') => setTab(value)} sx={{ mb: 1, minHeight: 40 }}>
          <Tab value="guide" label={t('panels.guide')} sx={{ minHeight: 40 }} />
          <Tab value="tutorial" label={t('panels.tutorial')} sx={{ minHeight: 40 }} />
        </Tabs>
      ) : null}
      {tab === 'guide' && guideImage ? (
        <Box component="img" src={guideImage} alt="" sx={{ display: 'block', maxWidth: '100%', borderRadius: 3, mb: 1.5, imageRendering: 'pixelated' }} />
      ) : null}
      <Box sx={{ '& h1': { fontSize: '1.45rem', fontWeight: 900, mt: 0.5, mb: 1, lineHeight: 1.25 }, ...(compact ? { '& > h1:first-child': { display: 'none' }, '& > :nth-child(2)': { mt: 0 } } : {}), '& code': { color: 'primary.light', backgroundColor: 'rgba(74,222,128,0.1)', px: 0.5, borderRadius: 1, fontSize: '0.95em' }, '& pre': { backgroundColor: 'rgba(0,0,0,0.3)', p: 1.5, borderRadius: 2, overflowX: 'auto' } }}>
        <Markdown>{shown}</Markdown>
      </Box>
    </Box>
  );
}
