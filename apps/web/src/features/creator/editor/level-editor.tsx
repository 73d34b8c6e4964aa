import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ITEM_ART } from '@codehop/content';
import { useNotify } from '../../../components/notification-provider.tsx';
import { GameView } from '../../../lib/game/game-view.tsx';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { useCreatorText, type CreatorKey } from '../i18n/use-creator-text.ts';
import { collisionMap } from '../model/creator-model.ts';
import { TOUR_STEPS } from '../model/tour.ts';
import { GoalsList } from '../tools/goals/goals-list.tsx';
import { iconOrNull } from '../tools/item-icon.ts';
import { cursorFor } from '../tools/placement.ts';
import { useSettingsTool } from '../tools/settings/use-settings-tool.ts';
import { ToolDialogs } from '../tools/tool-dialogs.tsx';
import { TourPopover } from '../tools/tour/tour-popover.tsx';
import { useTour } from '../tools/tour/use-tour.ts';
import { useMapTools } from '../tools/use-map-tools.ts';
import { editorHint } from './editor-hint.ts';
import type { EditorStart } from './editor-start.ts';
import { EditorTopBar } from './editor-top-bar.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { useEditorScene } from './use-editor-scene.ts';
import { useLevelDraft } from './use-level-draft.ts';
import { useSaving } from './use-saving.ts';

export type { EditorStart } from './editor-start.ts';

function itemNameOf(type: string): string {
  return (ITEM_ART as Readonly<Record<string, { displayName: string } | undefined>>)[type]?.displayName ?? type.replace(/_/g, ' ');
}

/**
 * The level editor (spec/gameplay.md §2 "Level creator screens", §4 "Level creator"): the map
 * drawn by the game's creator scene, a top bar of tools (`../tools/`), dialogs, auto-save and the
 * tour. It only composes: each tool decides in its own module.
 */
export function LevelEditor({ initial, itemName, onSaved }: { readonly initial: EditorStart; readonly itemName: (type: string) => string; readonly onSaved: (course: string, slug: string) => void }) {
  const t = useCreatorText();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const notify = useNotify();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const nameOf = useCallback((type: string) => itemName(type) || itemNameOf(type), [itemName]);

  const draft = useLevelDraft(initial);
  const { map, start, items } = draft;
  const collisions = useMemo(() => collisionMap(map, initial.start), [map, initial.start]);
  const { host, bus, baseSetup, pointer } = useEditorScene(map, start, items, initial.character);
  const tour = useTour();
  const refuse = useCallback((message: CreatorKey) => notify(t(message), 'error'), [notify, t]);
  const tools = useMapTools({ draft, bus, collisions, pointer, refuse, tourEvent: tour.event });
  const saving = useSaving({ draft, t, tour, onSaved });
  const settings = useSettingsTool({ draft, saving, tools, defaultStart: initial.start });
  const { placement, selected, dialog } = tools;

  // The pointer overlay: a ghost of what is placed, BLOCKED over closed cells, the target cell.
  useEffect(() => {
    const blockedLabel = pointer && collisions.blocked(pointer.tile) ? t('blocked') : null;
    bus.toScene.emit('cursor', cursorFor({ placement, pointer, items, selected, blockedLabel, iconOf: iconOrNull }));
  }, [bus, pointer, placement, collisions, items, selected, t]);

  const selectedItem = selected !== null ? items[selected] : undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100dvh - 64px)' }}>
      <EditorTopBar
        t={t}
        mode={draft.mode}
        unsaved={draft.unsaved}
        saving={saving.saving}
        placement={placement}
        onBack={() => void navigate(toPath('level-creator'))}
        onStart={() => tools.setPlacement(placement.kind === 'start' ? { kind: 'none' } : { kind: 'start' })}
        onItems={() => tools.openDialog('items')}
        onCommands={() => tools.openDialog('commands')}
        onCode={() => tools.openDialog('code')}
        onSettings={settings.open}
        onSave={settings.savePressed}
        onPreview={saving.preview}
        onGuide={() => tour.move(tour.completed ? 0 : tour.index)}
      />
      {saving.conflict ? (
        <Alert severity="warning" onClose={saving.clearConflict} sx={{ borderRadius: 0 }}>
          {saving.conflict}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
        <Box sx={{ position: 'relative', flexGrow: 1, minWidth: 0 }} data-testid="creator-map">
          <GameView host={host} bus={bus} setup={baseSetup} hold={dialog !== null} />
          <Typography
            data-testid="creator-hint"
            sx={{ position: 'absolute', left: 8, bottom: 8, px: 1.5, py: 0.75, borderRadius: 2, bgcolor: 'rgba(12,20,16,0.85)', color: '#fff', fontWeight: 700, pointerEvents: 'none' }}
          >
            {editorHint(placement, selectedItem, nameOf, t)}
          </Typography>
        </Box>
        {!narrow ? (
          <Box sx={{ width: 300, flexShrink: 0, borderLeft: 1, borderColor: 'divider', p: 2, overflowY: 'auto' }}>
            <Typography variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
              {draft.name || t('title')}
            </Typography>
            <GoalsList goals={saving.goals} t={t} nameOf={nameOf} />
          </Box>
        ) : null}
      </Box>
      <ToolDialogs t={t} nameOf={nameOf} draft={draft} tools={tools} settings={settings} saving={saving.saving} organisationUser={initial.organisationUser} tourEvent={tour.event} />
      <LeaveGuard unsaved={draft.unsaved} t={t} />
      {tour.open ? (
        <TourPopover t={t} step={tour.step} index={tour.index} onClose={tour.close} onBack={() => tour.move(tour.index - 1)} onNext={() => tour.move(tour.index + 1)} onFinish={() => tour.move(TOUR_STEPS.length - 1, true)} />
      ) : null}
    </Box>
  );
}
