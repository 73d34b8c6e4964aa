import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { GameHost } from '../../../lib/game/game-host.ts';
import { GameView } from '../../../lib/game/game-view.tsx';
import type { SceneSetup } from '../../../lib/game/scene-types.ts';
import { toolDialog } from '../controller/play-state.ts';
import type { PlayController } from '../controller/use-play-controller.ts';
import { PausePopup } from '../dialogs/pause-popup.tsx';
import { usePlayText } from '../i18n/use-play-text.ts';
import { ChooseStudentOverlay } from '../layout/choose-student-overlay.tsx';
import { GoalsPanel } from '../layout/goals-panel.tsx';
import { MapButtons } from '../layout/map-buttons.tsx';
import { MapLoadingOverlay } from '../layout/map-loading-overlay.tsx';
import { GameToolbar, RunControls } from '../layout/play-controls.tsx';
import { GAME_SPEEDS } from '../model/speed.ts';
import { NarrationRegions } from '../narration/narration-regions.tsx';
import { DescribedMap, SeeButtons } from '../narration/see-controls.tsx';
import { SeeDialog } from '../narration/see-dialog.tsx';
import { useNarration } from '../narration/use-narration.ts';
import { useSeeState } from '../../../lib/see-settings/see-store.ts';
import { runControlsProps } from './code-panel.tsx';

export interface GamePanelProps {
  readonly c: PlayController;
  readonly host: GameHost;
  readonly setup: SceneSetup;
}

/**
 * The map half. Nothing stands over the map's cells (issue 14): the speed bar above it, the
 * goals and the map buttons in a column beside it; on a phone the goals above it and Run with
 * the buttons below it.
 */
export function GamePanel({ c, host, setup }: GamePanelProps) {
  const t = usePlayText();
  const { narrow, snap, state, creative, bus } = c;
  const { settings } = useSeeState();
  const narration = useNarration({ bus, level: c.level, snap, tileMs: GAME_SPEEDS[state.speed], narration: settings.narration });
  const mapButtons = <MapButtons direction={narrow ? 'row' : 'column'} muted={state.muted} onZoom={c.zoom} onFollow={c.follow} onMuted={c.setMuted} />;
  // The scene holds its first frames while Python boots, unless the child is doing something.
  const hold = snap.sceneReady && c.waitingForPython && !c.busy && !snap.walking && toolDialog(state) === null;
  return (
    <Box
      sx={{
        position: 'relative',
        flexGrow: 1,
        minWidth: 0,
        display: narrow && state.panel !== 'game' ? 'none' : 'flex',
        flexDirection: 'column',
        minHeight: 0,
        backgroundColor: '#0c1410',
      }}
      data-testid="game-panel"
    >
      <Box sx={{ flexShrink: 0, px: 1.5, pt: 1.5, pb: 1, display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <GameToolbar
          speed={state.speed}
          onSpeed={c.setSpeed}
          helpEnabled={snap.executedOnce}
          onMapInfo={() => c.open('map')}
          onHelp={() => c.open('help')}
          onCodeBook={() => c.open('book')}
        />
        <SeeButtons onDescribe={narration.describe} onSettings={() => c.open('see')} />
      </Box>
      {narration.description ? <DescribedMap sentences={narration.description} onClose={narration.closeDescription} /> : null}
      <NarrationRegions narrator={narration.narrator} />
      <SeeDialog open={state.dialog?.kind === 'see'} onClose={c.close} />
      {!creative && narrow ? <GoalsPanel goals={snap.goals} placement="top" /> : null}
      <Box sx={{ display: 'flex', flex: '1 1 0', minHeight: 0 }}>
        <Box sx={{ position: 'relative', flex: '1 1 0', minWidth: 0, minHeight: 0 }} data-testid="map-area">
          <GameView host={host} bus={bus} setup={setup} hold={hold} keyboard={{ label: t('keyboard.mapLabel'), hint: t('keyboard.mapKeys') }} />
          {!snap.sceneReady ? <MapLoadingOverlay bus={bus} label={t('loading.assets')} /> : null}
          {snap.popup ? <PausePopup key={`${snap.popup.kind}:${snap.popup.line}:${snap.popup.text}`} prompt={snap.popup} onAnswer={c.answerPopup} /> : null}
          {snap.running ? (
            <Box role="status" sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 4, overflow: 'hidden', zIndex: 3 }}>
              <LinearProgress color="secondary" aria-label={t('sr.running')} sx={{ height: 4 }} />
            </Box>
          ) : null}
        </Box>
        {!narrow ? (
          // The lower right stays free for the Feedback button.
          <Box sx={{ flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 2, p: 1.5, pl: 0, pb: 10, overflowY: 'auto' }} data-testid="map-side">
            {!creative ? <GoalsPanel goals={snap.goals} placement="side" /> : null}
            {mapButtons}
          </Box>
        ) : null}
      </Box>
      {narrow ? (
        <Box sx={{ flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 1.5, py: 1, borderTop: '1px solid', borderColor: 'divider' }}>
          <RunControls compact {...runControlsProps(c)} />
          {mapButtons}
        </Box>
      ) : null}
      {c.needsStudent && !narrow ? <ChooseStudentOverlay onChoose={() => c.open('choose-student')} /> : null}
    </Box>
  );
}
