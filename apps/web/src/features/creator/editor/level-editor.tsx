import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PersonPinCircleRounded from '@mui/icons-material/PersonPinCircleRounded';
import CategoryRounded from '@mui/icons-material/CategoryRounded';
import RecordVoiceOverRounded from '@mui/icons-material/RecordVoiceOverRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import { ApiError, DEFAULT_CREATIVE_ZOOM, type CreativeCourse, type CreativeLevel, type CreativeMapPath } from '@codehop/api';
import { ITEM_ART } from '@codehop/content';
import type { TiledMap } from '@codehop/engine';
import { useNotify } from '../../../components/notification-provider.tsx';
import { CREATIVE_QUERY_KEY, createCreativeLevel, fetchCreativeLevel, updateCreativeLevel } from '../../../lib/api/creative-levels.ts';
import { useGameHost } from '../../../lib/game/game-host.ts';
import { GameView } from '../../../lib/game/game-view.tsx';
import { createPlayBus, type CreatorCursor } from '../../../lib/game/play-bus.ts';
import { loadCreatorMap } from '../../../lib/game/creator-map.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { useCreatorText, type CreatorKey } from '../i18n/use-creator-text.ts';
import {
  AUTO_SAVE_MS,
  EDITOR_READY_MS,
  TOUR_START_MS,
  TOUR_STEPS,
  cellOf,
  collisionMap,
  creatorSceneSetup,
  deriveGoals,
  isNeighbour,
  itemCell,
  itemsAtCell,
  itemsPayload,
  nearestNeighbour,
  newCommand,
  newItem,
  newSlug,
  placedItemOf,
  readTour,
  tourAdvance,
  writeTour,
  type BuildData,
  type Cell,
  type CollisionMap,
  type LevelSettings,
  type PlacedItem,
  type TourEvent,
  type XmarkStyle,
} from '../model/creator-model.ts';
import { BuildDialog, CodeDialog, CommandsDialog, ItemsDialog, SettingsDialog, SpeakDialog } from './editor-dialogs.tsx';
import { GoalsList } from './goals-list.tsx';
import { TourPopover } from './tour-popover.tsx';

export interface EditorStart {
  readonly mode: 'new' | 'edit';
  readonly course: CreativeCourse;
  readonly level: CreativeLevel | null;
  readonly mapPath: CreativeMapPath;
  readonly map: TiledMap;
  readonly start: Cell;
  readonly userId: number;
  readonly organisationUser: boolean;
  readonly character: string;
}

type Placement =
  | { readonly kind: 'none' }
  | { readonly kind: 'start' }
  | { readonly kind: 'item'; readonly type: string }
  | { readonly kind: 'command'; readonly action: 'speak' | 'build'; readonly style: XmarkStyle }
  | { readonly kind: 'target'; readonly index: number };

type DialogName = 'items' | 'commands' | 'code' | 'settings' | 'preview-settings' | 'speak' | 'build' | null;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function itemNameOf(type: string): string {
  return (ITEM_ART as Readonly<Record<string, { displayName: string } | undefined>>)[type]?.displayName ?? type.replace(/_/g, ' ');
}

/** The save failure's words (gameplay §8): the server's detail, else the message, else the fallback. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { detail?: unknown; errors?: { message?: unknown }[] } | null;
    const first = body?.errors?.[0]?.message;
    if (typeof first === 'string') return first;
    if (typeof body?.detail === 'string') return body.detail;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The level editor (spec/gameplay.md §2 "Level creator screens", §4 "Level creator"): the map
 * drawn by the game's own scene family, a top bar of tools, dialogs, auto-save and the tour.
 */
export function LevelEditor({ initial, itemName, onSaved }: { readonly initial: EditorStart; readonly itemName: (type: string) => string; readonly onSaved: (course: string, slug: string) => void }) {
  const t = useCreatorText();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  // Between tablet and wide screens the secondary tools keep only their icons.
  const compact = useMediaQuery('(max-width: 1400px)');
  const notify = useNotify();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const nameOf = useCallback((type: string) => itemName(type) || itemNameOf(type), [itemName]);

  const [mode, setMode] = useState(initial.mode);
  const [level, setLevel] = useState<CreativeLevel | null>(initial.level);
  const [course, setCourse] = useState<CreativeCourse>(initial.course);
  const [mapPath, setMapPath] = useState<CreativeMapPath>(initial.mapPath);
  const [map, setMap] = useState<TiledMap>(initial.map);
  const [start, setStart] = useState<Cell>(initial.start);
  const [items, setItems] = useState<PlacedItem[]>(() => (initial.level?.items ?? []).flatMap((raw) => placedItemOf(raw) ?? []));
  const [codeTemplate, setCodeTemplate] = useState(initial.level?.code_template ?? 'from player import *\n\n');
  const [tutorial, setTutorial] = useState(initial.level?.tutorial ?? '');
  const [name, setName] = useState(initial.level?.name ?? '');
  const [unsaved, setUnsaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [placement, setPlacement] = useState<Placement>({ kind: 'none' });
  const [selected, setSelected] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DialogName>(null);
  const [configuring, setConfiguring] = useState<number | null>(null);
  // Configuring a command placed earlier: Cancel keeps it as it was.
  const [reconfiguring, setReconfiguring] = useState(false);
  const [pointer, setPointer] = useState<{ tile: Cell; fx: number; fy: number } | null>(null);
  const [tour, setTour] = useState(() => ({ ...readTour(storage()), open: false }));
  const initialised = useRef(false);

  const collisions: CollisionMap = useMemo(() => collisionMap(map, initial.start), [map, initial.start]);
  const host = useGameHost('creator');
  const bus = useMemo(() => createPlayBus(), []);
  // The scene gets its first picture once per map; later changes travel over the bus.
  // The editor shows the whole map (no zoom: the scene fits it); the level itself keeps zoom 50.
  const baseSetup = useMemo(() => ({ ...creatorSceneSetup(map, start, [], initial.character, DEFAULT_CREATIVE_ZOOM), zoom: undefined }), [map]); // eslint-disable-line react-hooks/exhaustive-deps
  const setup = useMemo(() => creatorSceneSetup(map, start, items, initial.character, undefined), [map, start, items, initial.character]);
  const [sceneReady, setSceneReady] = useState(0);

  useEffect(() => {
    const offs = [
      bus.fromScene.on('scene-ready', () => {
        performance.mark('creator:editor-ready');
        setSceneReady((count) => count + 1);
      }),
      bus.fromScene.on('pointer-tile', (value) => setPointer(value ? { tile: [value.tile[0], value.tile[1]], fx: value.fx, fy: value.fy } : null)),
    ];
    return () => offs.forEach((off) => off());
  }, [bus]);
  useEffect(() => {
    if (sceneReady > 0) bus.toScene.emit('set-content', setup);
  }, [bus, setup, sceneReady]);

  // The editor counts changes only once it has settled (100 ms), so loading is not a change.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      initialised.current = true;
    }, EDITOR_READY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const markChanged = useCallback(() => {
    if (initialised.current) setUnsaved(true);
  }, []);

  // ---------------------------------------------------------------- tour
  const tourStep = TOUR_STEPS[tour.index] ?? 'welcome';
  useEffect(() => {
    if (tour.completed) return;
    const timer = window.setTimeout(() => setTour((current) => ({ ...current, open: true })), TOUR_START_MS);
    return () => window.clearTimeout(timer);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const moveTour = useCallback((index: number, completed = false) => {
    const clamped = Math.max(0, Math.min(TOUR_STEPS.length - 1, index));
    writeTour(storage(), { index: clamped, completed });
    setTour({ index: clamped, completed, open: !completed });
  }, []);
  const tourEvent = useCallback(
    (event: TourEvent) => {
      setTour((current) => {
        const step = TOUR_STEPS[current.index];
        if (!current.open || !step || !tourAdvance(step, event)) return current;
        const index = Math.min(TOUR_STEPS.length - 1, current.index + 1);
        writeTour(storage(), { index, completed: false });
        return { ...current, index };
      });
    },
    [],
  );

  // ---------------------------------------------------------------- changes
  const changeItems = useCallback(
    (update: (current: PlacedItem[]) => PlacedItem[]) => {
      setItems(update);
      markChanged();
    },
    [markChanged],
  );

  const cancelPlacement = useCallback(() => {
    setPlacement({ kind: 'none' });
    bus.toScene.emit('cursor', null);
  }, [bus]);

  const removeItem = useCallback(
    (index: number) => {
      changeItems((current) => current.filter((_item, at) => at !== index));
      setSelected(null);
      tourEvent('item-removed');
    },
    [changeItems, tourEvent],
  );

  const onTileClicked = useCallback(
    (tile: Cell) => {
      switch (placement.kind) {
        case 'start':
          if (collisions.blocked(tile)) {
            notify(t('messages.startBlocked'), 'error');
            return;
          }
          setStart(tile);
          markChanged();
          cancelPlacement();
          tourEvent('player-start-set');
          return;
        case 'item': {
          if (collisions.blocked(tile)) {
            notify(t('messages.itemBlocked'), 'error');
            return;
          }
          changeItems((current) => [...current, newItem(placement.type, tile)]);
          tourEvent('item-placed');
          return;
        }
        case 'command': {
          if (collisions.blocked(tile)) {
            notify(t('messages.itemBlocked'), 'error');
            return;
          }
          const index = items.length;
          changeItems((current) => [...current, newCommand(placement.action, placement.style, tile)]);
          setConfiguring(index);
          if (placement.action === 'speak') {
            setPlacement({ kind: 'none' });
            setDialog('speak');
          } else {
            // A build command faces the cell it builds on: target setting first, then the build config.
            setPlacement({ kind: 'target', index });
          }
          return;
        }
        case 'target': {
          const item = items[placement.index];
          if (!item || !pointer) return;
          const target = nearestNeighbour(itemCell(item), pointer.fx, pointer.fy);
          const from = itemCell(item);
          const chosen = isNeighbour(from, tile) ? tile : target;
          changeItems((current) => current.map((entry, at) => (at === placement.index ? { ...entry, targetPosition: { x: chosen[0], y: chosen[1] } } : entry)));
          cancelPlacement();
          if (item.action === 'build' && !item.buildData) {
            setConfiguring(placement.index);
            setDialog('build');
          }
          return;
        }
        case 'none': {
          const here = itemsAtCell(items, tile);
          const top = here.length > 0 ? (here[here.length - 1] ?? null) : null;
          const item = top !== null ? items[top] : undefined;
          // A second click on a selected command opens its configuration again.
          if (top !== null && top === selected && item && (item.action === 'speak' || item.action === 'build')) {
            setConfiguring(top);
            setReconfiguring(true);
            setDialog(item.action === 'speak' ? 'speak' : 'build');
            return;
          }
          setSelected(top);
          return;
        }
      }
    },
    [placement, collisions, notify, t, markChanged, cancelPlacement, tourEvent, changeItems, items, pointer, selected],
  );
  useEffect(() => bus.fromScene.on('tile-clicked', (tile) => onTileClicked([tile[0], tile[1]])), [bus, onTileClicked]);

  // The pointer overlay: a ghost of what is placed, BLOCKED over closed cells, the target cell.
  useEffect(() => {
    if (!pointer) {
      bus.toScene.emit('cursor', selected !== null && items[selected] ? { tile: itemCell(items[selected]), frame: null, blockedLabel: null, target: null, highlight: true } : null);
      return;
    }
    let cursor: CreatorCursor | null = null;
    const blocked = collisions.blocked(pointer.tile) ? t('blocked') : null;
    if (placement.kind === 'item') {
      const icon = (ITEM_ART as Readonly<Record<string, { icon: string } | undefined>>)[placement.type]?.icon ?? null;
      cursor = { tile: pointer.tile, frame: icon, blockedLabel: blocked, target: null, highlight: false };
    } else if (placement.kind === 'command') {
      cursor = { tile: pointer.tile, frame: placement.style, blockedLabel: blocked, target: null, highlight: false };
    } else if (placement.kind === 'start') {
      cursor = { tile: pointer.tile, frame: null, blockedLabel: blocked, target: null, highlight: true };
    } else if (placement.kind === 'target') {
      const item = items[placement.index];
      if (item) {
        const from = itemCell(item);
        const target = isNeighbour(from, pointer.tile) ? pointer.tile : nearestNeighbour(from, pointer.fx, pointer.fy);
        cursor = { tile: from, frame: null, blockedLabel: null, target, highlight: true };
      }
    } else if (selected !== null && items[selected]) {
      cursor = { tile: itemCell(items[selected]), frame: null, blockedLabel: null, target: null, highlight: true };
    }
    bus.toScene.emit('cursor', cursor);
  }, [bus, pointer, placement, collisions, items, selected, t]);

  // ---------------------------------------------------------------- saving
  const goals = useMemo(() => deriveGoals(items), [items]);
  const payload = useCallback(
    (overrides: Partial<LevelSettings> = {}) => ({
      name: (overrides.levelName ?? name).trim(),
      course_id: (overrides.course as CreativeCourse | undefined) ?? course,
      map_path: overrides.mapPath ?? mapPath,
      player_start: [start[0], start[1]] as [number, number],
      items: itemsPayload(items),
      level_goals: goals,
      code_template: codeTemplate,
      tutorial,
      zoom: DEFAULT_CREATIVE_ZOOM,
      is_public: overrides.isPublic ?? level?.is_public ?? false,
      school_visible: overrides.schoolVisible ?? level?.school_visible ?? false,
    }),
    [name, course, mapPath, start, items, goals, codeTemplate, tutorial, level],
  );

  const afterSave = useCallback(
    (saved: CreativeLevel) => {
      setLevel(saved);
      setName(saved.name);
      setCourse(saved.course_id);
      setUnsaved(false);
      setConflict(null);
      // The tour ends on its save step once everything is saved.
      if (tour.open && tourStep === 'save') moveTour(TOUR_STEPS.length - 1, true);
      void queryClient.invalidateQueries({ queryKey: CREATIVE_QUERY_KEY });
      onSaved(saved.course_id, saved.level_slug);
      void navigate(toPath(`level-creator/${saved.course_id}/${saved.level_slug}`), { replace: true });
    },
    [navigate, toPath, queryClient, onSaved, tour.open, tourStep, moveTour],
  );

  const saveFailed = useCallback(
    (error: unknown, quiet: boolean) => {
      if (error instanceof ApiError && error.status === 409) {
        const detail = failureText(error, '');
        if (detail.includes('already exists in') && detail.includes('course')) setConflict(detail + t('messages.slugTaken'));
        else setConflict(t('messages.conflict'));
        return;
      }
      if (quiet) {
        console.warn('Auto-save failed', error);
        return;
      }
      notify(failureText(error, t('messages.saveFailed')), 'error');
    },
    [notify, t],
  );

  const save = useCallback(
    async (overrides: Partial<LevelSettings> = {}, quiet = false): Promise<CreativeLevel | null> => {
      setSaving(true);
      try {
        if (mode === 'new' || !level) {
          const body = payload(overrides);
          const created = await createCreativeLevel({ ...body, level_slug: newSlug(body.name) });
          setMode('edit');
          notify(t('messages.created'), 'success');
          afterSave(created);
          return created;
        }
        const updated = await updateCreativeLevel(level.course_id, level.level_slug, { ...payload(overrides), version: level.version });
        afterSave(updated);
        return updated;
      } catch (error) {
        saveFailed(error, quiet);
        return null;
      } finally {
        setSaving(false);
      }
    },
    [mode, level, payload, notify, t, afterSave, saveFailed],
  );

  // Auto-save 5 s after the last change (edit mode: a new level needs its name first).
  useEffect(() => {
    if (!unsaved || mode !== 'edit' || saving || conflict) return;
    const timer = window.setTimeout(() => void save({}, true), AUTO_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [unsaved, mode, saving, conflict, save, items, start, codeTemplate, tutorial]);

  // The creator may have completed the level in the Preview tab since: read its state again.
  const openSettings = () => {
    setDialog('settings');
    if (level && !unsaved) {
      fetchCreativeLevel(level.course_id, level.level_slug)
        .then((fresh) => setLevel((current) => (current && fresh.version >= current.version ? fresh : current)))
        .catch(() => undefined);
    }
  };

  const onSavePressed = () => {
    if (mode === 'new') setDialog('settings');
    else void save();
  };

  const openPreview = (saved: CreativeLevel | null, tab: Window | null) => {
    if (!saved) {
      tab?.close();
      return;
    }
    const url = `/${locale}/play/${saved.course_id}/${saved.user_id}/${saved.level_slug}`;
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
  };
  const onPreview = () => {
    if (!level?.level_slug || !level.user_id) {
      notify(t('messages.previewIncomplete'), 'error');
      return;
    }
    if (!unsaved) {
      openPreview(level, null);
      return;
    }
    // The tab opens now (a click may open one), and goes to the level once it is saved.
    const tab = window.open('about:blank', '_blank');
    void save().then((saved) => openPreview(saved, tab));
  };

  const onSettingsSave = async (settings: LevelSettings) => {
    const mapChanged = settings.mapPath !== mapPath;
    if (mapChanged) {
      const nextMap = await loadCreatorMap(settings.mapPath);
      const nextCollisions = collisionMap(nextMap, initial.start);
      setMap(nextMap);
      setMapPath(settings.mapPath);
      setItems((current) => current.filter((item) => !nextCollisions.blocked(itemCell(item))));
      if (nextCollisions.blocked(start)) {
        const cell = cellOf(level?.player_start) ?? start;
        setStart(nextCollisions.blocked(cell) ? start : cell);
      }
      setUnsaved(true);
      setName(settings.levelName);
      setDialog(null);
      return;
    }
    const wasPreview = dialog === 'preview-settings';
    const tab = wasPreview ? window.open('about:blank', '_blank') : null;
    const saved = await save(settings);
    if (saved) {
      setDialog(null);
      if (wasPreview) openPreview(saved, tab);
    } else tab?.close();
  };

  // ---------------------------------------------------------------- keys and leaving
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialog) return;
      if ((event.target as HTMLElement | null)?.closest('input, textarea, [contenteditable="true"]')) return;
      if (event.key === 'Escape') {
        // A build mark still waiting for its target is not a command yet: it goes.
        if (placement.kind === 'target' && items[placement.index]?.action === 'build' && !items[placement.index]?.buildData) {
          removeItem(placement.index);
        }
        cancelPlacement();
        setSelected(null);
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && selected !== null) {
        event.preventDefault();
        removeItem(selected);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, selected, cancelPlacement, removeItem, placement, items]);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.includes('/level-creator/'));

  // ---------------------------------------------------------------- dialogs' results
  const configuringItem = configuring !== null ? items[configuring] : undefined;
  const onSpeakConfirm = (data: string) => {
    setReconfiguring(false);
    if (configuring !== null) changeItems((current) => current.map((item, at) => (at === configuring ? { ...item, data } : item)));
    setDialog(null);
    setConfiguring(null);
    tourEvent('command-configured');
  };
  const onSpeakCancel = () => {
    // Cancel removes the speak item that was just placed (gameplay §4).
    if (configuring !== null && !reconfiguring) removeItem(configuring);
    setDialog(null);
    setConfiguring(null);
    setReconfiguring(false);
  };
  const onBuildConfirm = (data: BuildData) => {
    setReconfiguring(false);
    if (configuring !== null) changeItems((current) => current.map((item, at) => (at === configuring ? { ...item, buildData: data } : item)));
    setDialog(null);
    setConfiguring(null);
    tourEvent('command-configured');
  };

  // ---------------------------------------------------------------- top bar
  const statusKey: CreatorKey = unsaved || mode === 'new' ? (mode === 'new' ? 'status.unsavedLevel' : 'status.unsavedChanges') : 'status.saved';
  const hint =
    placement.kind === 'item'
      ? t('hints.item', { name: nameOf(placement.type) })
      : placement.kind === 'start'
        ? t('hints.start')
        : placement.kind === 'target' || placement.kind === 'command'
          ? t('hints.target')
          : selected !== null && items[selected]
            ? t('hints.selected', { name: nameOf(items[selected].type) })
            : t('hints.idle');
  const tool = (key: CreatorKey, icon: React.ReactNode, onClick: () => void, options: { tour?: string; disabled?: boolean; active?: boolean; primary?: boolean; label?: string; title?: string; keepLabel?: boolean } = {}) => {
    const label = options.label ?? t(key);
    const iconOnly = narrow || (compact && !options.keepLabel);
    const button = iconOnly ? (
      <IconButton aria-label={label} onClick={onClick} disabled={options.disabled} color={options.active || options.primary ? 'primary' : 'default'} data-tour={options.tour} sx={{ width: 48, height: 48 }}>
        {icon}
      </IconButton>
    ) : (
      <Button
        startIcon={icon}
        onClick={onClick}
        disabled={options.disabled}
        variant={options.primary ? 'contained' : options.active ? 'outlined' : 'text'}
        data-tour={options.tour}
        sx={{ minHeight: 48, fontWeight: 800, whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
    );
    return (
      <Tooltip key={key} title={options.title ?? (iconOnly ? label : '')}>
        <span>{button}</span>
      </Tooltip>
    );
  };

  const canPublish = Boolean(level?.creator_completed) && !unsaved;
  const settingsInitial: LevelSettings = {
    levelName: name,
    course,
    mapPath,
    isPublic: level?.is_public ?? false,
    schoolVisible: level?.school_visible ?? false,
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100dvh - 64px)' }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap', rowGap: 0.5 }}>
        {tool('bar.back', <ArrowBackRounded />, () => void navigate(toPath('level-creator')), { keepLabel: true })}
        <Chip
          data-testid="creator-status"
          label={t(statusKey)}
          color={statusKey === 'status.saved' ? 'success' : 'warning'}
          variant="outlined"
          sx={{ fontWeight: 800, mx: 1 }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {tool('bar.playerStart', <PersonPinCircleRounded />, () => setPlacement(placement.kind === 'start' ? { kind: 'none' } : { kind: 'start' }), { tour: 'set-player', active: placement.kind === 'start' })}
        {tool('bar.items', <CategoryRounded />, () => setDialog('items'), { tour: 'items', active: placement.kind === 'item' })}
        {tool('bar.commands', <RecordVoiceOverRounded />, () => setDialog('commands'), { tour: 'commands', active: placement.kind === 'command' })}
        {tool('bar.code', <CodeRounded />, () => setDialog('code'))}
        {tool('bar.settings', <SettingsRounded />, openSettings, { tour: 'settings' })}
        {tool('bar.save', <SaveRounded />, onSavePressed, {
          tour: 'save',
          primary: true,
          keepLabel: true,
          disabled: saving || (mode === 'edit' && !unsaved),
          label: saving ? t('bar.saving') : mode === 'new' ? t('bar.createLevel') : t('bar.save'),
        })}
        {tool('bar.preview', <PlayArrowRounded />, onPreview, { disabled: saving || mode === 'new', keepLabel: true, title: mode === 'new' ? t('bar.previewFirst') : undefined })}
        {tool('bar.guide', <HelpOutlineRounded />, () => moveTour(tour.completed ? 0 : tour.index))}
      </Stack>
      {conflict ? (
        <Alert severity="warning" onClose={() => setConflict(null)} sx={{ borderRadius: 0 }}>
          {conflict}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
        <Box sx={{ position: 'relative', flexGrow: 1, minWidth: 0 }} data-testid="creator-map">
          <GameView host={host} bus={bus} setup={baseSetup} hold={dialog !== null} />
          <Typography
            data-testid="creator-hint"
            sx={{ position: 'absolute', left: 8, bottom: 8, px: 1.5, py: 0.75, borderRadius: 2, bgcolor: 'rgba(12,20,16,0.85)', color: '#fff', fontWeight: 700, pointerEvents: 'none' }}
          >
            {hint}
          </Typography>
        </Box>
        {!narrow ? (
          <Box sx={{ width: 300, flexShrink: 0, borderLeft: 1, borderColor: 'divider', p: 2, overflowY: 'auto' }}>
            <Typography variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
              {name || t('title')}
            </Typography>
            <GoalsList goals={goals} t={t} nameOf={nameOf} />
          </Box>
        ) : null}
      </Box>

      <ItemsDialog
        open={dialog === 'items'}
        t={t}
        nameOf={nameOf}
        onClose={() => setDialog(null)}
        onPick={(type) => {
          setDialog(null);
          setSelected(null);
          setPlacement({ kind: 'item', type });
          tourEvent('item-mode');
        }}
      />
      <CommandsDialog
        open={dialog === 'commands'}
        t={t}
        onClose={() => setDialog(null)}
        onPick={(action, style) => {
          setDialog(null);
          setSelected(null);
          setPlacement({ kind: 'command', action, style });
        }}
      />
      {dialog === 'speak' ? (
        <SpeakDialog open t={t} initial={configuringItem?.data ?? 'Hello'} onConfirm={onSpeakConfirm} onCancel={onSpeakCancel} />
      ) : null}
      {dialog === 'build' ? (
        <BuildDialog open t={t} nameOf={nameOf} initial={configuringItem?.buildData} onConfirm={onBuildConfirm} onCancel={() => {
          if (configuring !== null && !reconfiguring) removeItem(configuring);
          setDialog(null);
          setConfiguring(null);
          setReconfiguring(false);
        }} />
      ) : null}
      <CodeDialog
        open={dialog === 'code'}
        t={t}
        nameOf={nameOf}
        codeTemplate={codeTemplate}
        tutorial={tutorial}
        onClose={() => setDialog(null)}
        onChange={(change) => {
          if (change.codeTemplate !== undefined) setCodeTemplate(change.codeTemplate);
          if (change.tutorial !== undefined) setTutorial(change.tutorial);
          markChanged();
        }}
      />
      {dialog === 'settings' || dialog === 'preview-settings' ? (
        <SettingsDialog
          open
          t={t}
          previewMode={dialog === 'preview-settings'}
          initial={settingsInitial}
          slug={level?.level_slug ?? ''}
          saving={saving}
          organisationUser={initial.organisationUser}
          canPublish={canPublish}
          onSave={(settings) => void onSettingsSave(settings)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} maxWidth="xs">
        <DialogContent>
          <Typography sx={{ fontWeight: 700 }}>{t('messages.leave')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()} sx={{ minHeight: 48, fontWeight: 800 }}>
            {t('common.cancel')}
          </Button>
          <Button variant="contained" color="warning" onClick={() => blocker.proceed?.()} sx={{ minHeight: 48, fontWeight: 800 }}>
            {t('bar.back')}
          </Button>
        </DialogActions>
      </Dialog>
      {tour.open ? (
        <TourPopover
          t={t}
          step={tourStep}
          index={tour.index}
          onClose={() => setTour((current) => ({ ...current, open: false }))}
          onBack={() => moveTour(tour.index - 1)}
          onNext={() => moveTour(tour.index + 1)}
          onFinish={() => moveTour(TOUR_STEPS.length - 1, true)}
        />
      ) : null}
    </Box>
  );
}
