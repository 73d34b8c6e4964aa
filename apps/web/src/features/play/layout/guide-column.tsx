import { memo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { LazyMarkdown } from '../../../components/lazy-markdown.tsx';
import { PlainTabs } from '../../../components/plain-tabs.tsx';
import { usePlayText } from '../i18n/use-play-text.ts';
import { splitGuide } from '../model/guide-parts.ts';

export interface GuideColumnProps {
  readonly guide: string | null;
  /** URL of the level's guide picture (GET /api/level/guide/...), null when it has none. */
  readonly guideImage: string | null;
  readonly tutorial: string | null;
  readonly notReady: boolean;
  /** The level's name, for the picture's alt text ("Picture: First Hop"). */
  readonly levelName?: string;
  /**
   * The side column on wide screens: the guide's own title is left out there, because the page
   * heading already names the level and every line of room goes to the guide's first sentences.
   */
  readonly compact?: boolean;
  /**
   * False shows the guide as a plain preview and leaves the Markdown renderer for later: the play
   * screen's side column waits until Run is enabled (the editor's moment, `useEditorDue`).
   */
  readonly markdownDue?: boolean;
}

/**
 * The guide and tutorial of the level, as markdown, with the guide's picture under the text.
 * Memoised: its props are plain text, and the play screen re-renders on every step of a run
 * (re-parsing the markdown each time).
 */
export const GuideColumn = memo(function GuideColumn({ guide, guideImage, tutorial, notReady, levelName, compact = false, markdownDue = true }: GuideColumnProps) {
  const t = usePlayText();
  const [tab, setTab] = useState<'guide' | 'tutorial'>('guide');
  if (notReady) {
    return (
      <Alert severity="info" sx={{ borderRadius: 3 }}>
        {t('notReady')}
      </Alert>
    );
  }
  // A creative level brings a tutorial and no guide: then the tutorial is the guide, and a level
  // with neither says a friendly word instead of leaving the column blank.
  const guideText = guide?.trim() ? guide : (tutorial?.trim() ? tutorial : t('guideEmpty'));
  const tutorialText = guide?.trim() && tutorial?.trim() ? tutorial : null;
  const onTutorial = tab === 'tutorial' && tutorialText !== null;
  // The side column shows the guide's opening whole; the full guide puts the picture after it.
  const parts = splitGuide(onTutorial ? tutorialText : guideText);
  return (
    <Box data-testid="guide-column">
      {tutorialText ? (
        <PlainTabs
          tabs={[
            { value: 'guide', label: t('panels.guide') },
            { value: 'tutorial', label: t('panels.tutorial') },
          ]}
          value={tab}
          onChange={setTab}
        />
      ) : null}
      {/* data-content: the level's own text, translated by the content pipeline, not the interface's. */}
      <Box data-content sx={{ '& h1': { fontSize: '1.45rem', fontWeight: 900, mt: 0.5, mb: 1, lineHeight: 1.25 }, ...(compact ? { '& > h1:first-child': { display: 'none' }, '& > :nth-child(2)': { mt: 0 } } : {}) }}>
        <LazyMarkdown due={markdownDue}>{parts.intro}</LazyMarkdown>
      </Box>
      {!compact && !onTutorial && guideImage ? (
        <GuidePicture
          key={guideImage}
          src={guideImage}
          alt={levelName ? t('guidePicture.alt', { name: levelName }) : t('guidePicture.altUnnamed')}
        />
      ) : null}
      {/* The side column stops at the opening: "Read the whole guide" shows the rest. */}
      {!compact && parts.rest ? (
        <Box data-content sx={{ mt: 1.5 }}>
          <LazyMarkdown due={markdownDue}>{parts.rest}</LazyMarkdown>
        </Box>
      ) : null}
    </Box>
  );
});

/**
 * The level's pixel-art picture at the column's full width, kept crisp (no smoothing when scaled).
 * A picture that fails to load disappears rather than showing a broken-image icon to a child;
 * the key above resets that for the next level's picture.
 */
function GuidePicture({ src, alt }: { readonly src: string; readonly alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Box
      component="img"
      data-testid="guide-picture"
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      // The generated pictures are 480x288: the browser reserves their room before they load.
      width={480}
      height={288}
      onError={() => setFailed(true)}
      sx={{ display: 'block', width: '100%', height: 'auto', mt: 1.5, borderRadius: '12px', imageRendering: 'pixelated' }}
    />
  );
}
