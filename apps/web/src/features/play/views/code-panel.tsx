import type { RefObject } from 'react';
import Box from '@mui/material/Box';
import type { CodeEditorHandle } from '../../../components/code-editor/code-editor.tsx';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import OpenInFullRounded from '@mui/icons-material/OpenInFullRounded';
import { ReportLevelButton } from '../../../components/report-level-dialog.tsx';
import { TipCard } from '../../../components/tip-card/tip-card.tsx';
import { authPagePath } from '../../../lib/auth-links.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { PlayController } from '../controller/use-play-controller.ts';
import { usePlayText } from '../i18n/use-play-text.ts';
import { AccountLevelNotice } from '../layout/account-level-notice.tsx';
import { GuideColumn } from '../layout/guide-column.tsx';
import { PlayStatusBar } from '../layout/play-status-bar.tsx';
import { RunControls, type RunControlsProps } from '../layout/play-controls.tsx';
import { CODE_PANEL_WIDTH } from '../model/constants.ts';
import { EditorArea } from './editor-area.tsx';
import type { LevelTexts } from '../model/level-texts.ts';

/** Run, Stop, Reset, Save and Load as the controller has them (the code panel's and a phone's map's). */
export function runControlsProps(c: PlayController): Omit<RunControlsProps, 'compact'> {
  return {
    face: c.face,
    runEnabled: c.runEnabled,
    waitingForPython: c.waitingForPython,
    busy: c.busy,
    locked: c.needsStudent,
    onChooseStudent: () => c.open('choose-student'),
    onRun: c.run,
    onStop: c.stop,
    onReset: () => c.open('reset'),
    onSave: () => c.open('save'),
    onLoad: () => c.open('load'),
  };
}

export interface CodePanelProps {
  readonly c: PlayController;
  readonly texts: LevelTexts;
  readonly editorRef: RefObject<CodeEditorHandle | null>;
  /** The level's commands, for the touch code keyboard. */
  readonly commands: readonly string[];
}

/** The code half: the guide's opening, the editor, the tip, the program's output, Run and the counters. */
export function CodePanel({ c, texts, editorRef, commands }: CodePanelProps) {
  const t = usePlayText();
  const toPath = useLocalePath();
  const { narrow, snap, state, creative, user } = c;
  const meta = texts.meta;
  const creativeLevelId = c.code.creativeLevelId;
  return (
    <Box
      sx={{
        width: narrow ? '100%' : CODE_PANEL_WIDTH,
        flex: narrow ? '1 1 0' : '0 0 auto',
        display: narrow && state.panel !== 'code' ? 'none' : 'flex',
        flexDirection: 'column',
        gap: 1.25,
        p: { xs: 1.5, md: 2 },
        borderRight: narrow ? 'none' : '1px solid',
        borderColor: 'divider',
        minHeight: 0,
        overflowY: narrow ? 'auto' : 'hidden',
        pb: 2,
      }}
    >
      {/* Above the guide, not in its scrolling box: there it took the box's height and hid the guide. */}
      {c.accountNotice ? (
        <Box sx={{ flexShrink: 0 }}>
          <AccountLevelNotice reason={c.accountNotice} signUpPath={toPath(authPagePath('signup', c.returnTo))} />
        </Box>
      ) : null}
      <Box
        data-testid="guide-box"
        sx={
          // The guide's opening paragraphs, whole; the rest of the guide is one tap away. On a wide
          // screen the box gives way (and scrolls) so Run and the counters stay on an 800 px screen.
          narrow
            ? { flexShrink: 0 }
            : { flex: '1 1 120px', minHeight: 72, overflowY: 'auto', pr: 1, maskImage: 'linear-gradient(to bottom, black calc(100% - 10px), transparent)' }
        }
      >
        <GuideColumn guide={texts.guide} guideImage={meta.guideImage ?? null} levelName={meta.name} tutorial={texts.tutorial} notReady={meta.notReady} compact markdownDue={c.editorDue} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1.5, mb: -0.5, flexShrink: 0 }}>
        {/* Anyone signed in may report a creative level someone else made (issue 20). */}
        {creative && creativeLevelId !== null && user !== null && user.user_id !== meta.creator_user_id ? (
          <Box sx={{ mr: 'auto' }}>
            <ReportLevelButton levelId={creativeLevelId} levelName={meta.name} variant="text" />
          </Box>
        ) : null}
        <Button size="small" startIcon={<OpenInFullRounded />} onClick={() => c.open('guide')} data-testid="read-guide" sx={{ minHeight: 40 }}>
          {t('panels.readAll')}
        </Button>
      </Box>
      {/*
        The editor is 400 px tall when there is room (gameplay §9). It gives way to a tip, which
        stands below it rather than over the code, and on a phone it takes under half the height,
        so Run never leaves the screen.
      */}
      <EditorArea c={c} editorRef={editorRef} commands={commands} />
      {c.tip.content ? (
        <Box sx={{ flexShrink: 0 }}>
          <TipCard key={snap.runsFinished} content={c.tip.content} onDismiss={c.dismissTip} onApply={c.applyTip} onAsk={c.tip.ask} />
        </Box>
      ) : null}
      {snap.stdout ? (
        <Box sx={{ flexShrink: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 800 }}>
            {t('panels.output')}
          </Typography>
          <Box
            component="pre"
            data-testid="program-output"
            sx={{ m: 0, mt: 0.5, p: 1, maxHeight: 96, overflowY: 'auto', borderRadius: 2, backgroundColor: 'rgba(0,0,0,0.35)', fontSize: 14, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            {snap.stdout}
          </Box>
        </Box>
      ) : null}
      <Box sx={{ flexShrink: 0 }}>
        <RunControls {...runControlsProps(c)} />
      </Box>
      <Box sx={{ flexShrink: 0 }}>
        <PlayStatusBar
          attempts={creative || c.needsStudent ? undefined : c.attemptCredit.data}
          tips={c.tipCredit.data}
          assistantOn={state.assistantOn}
          assistantEnabled={c.assistantEnabled}
          onAssistant={c.setAssistant}
          showAssistant={!narrow && !creative}
          logInPath={c.viewer.kind === 'anonymous' ? toPath(authPagePath('login', c.returnTo)) : null}
        />
      </Box>
    </Box>
  );
}
