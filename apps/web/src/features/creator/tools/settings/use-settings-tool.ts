import { fetchCreativeLevel } from '../../../../lib/api/creative-levels.ts';
import { loadCreatorMap } from '../../../../lib/game/creator-map.ts';
import type { Saving } from '../../editor/use-saving.ts';
import type { LevelDraft } from '../../editor/use-level-draft.ts';
import { cellOf, collisionMap, itemCell, type Cell } from '../../model/creator-model.ts';
import type { LevelSettings } from '../../model/level-settings.ts';
import type { MapTools } from '../use-map-tools.ts';

/**
 * Level settings (name, course, map, sharing): opening them reads the level again (the creator may
 * have completed it in the Preview tab since); saving them saves the level, or, for another map,
 * changes the map and drops what no longer fits on it.
 */
export function useSettingsTool({ draft, saving, tools, defaultStart }: { readonly draft: LevelDraft; readonly saving: Saving; readonly tools: MapTools; readonly defaultStart: Cell }) {
  const { level, unsaved, mapPath, start } = draft;

  const open = () => {
    tools.openDialog('settings');
    if (level && !unsaved) {
      fetchCreativeLevel(level.course_id, level.level_slug)
        .then((fresh) => draft.setLevel((current) => (current && fresh.version >= current.version ? fresh : current)))
        .catch(() => undefined);
    }
  };

  /** The top bar's Save: a new level asks for its settings first. */
  const savePressed = () => {
    if (draft.mode === 'new') tools.openDialog('settings');
    else void saving.save();
  };

  const apply = async (settings: LevelSettings) => {
    if (settings.mapPath !== mapPath) {
      const nextMap = await loadCreatorMap(settings.mapPath);
      const nextCollisions = collisionMap(nextMap, defaultStart);
      draft.setMap(nextMap);
      draft.setMapPath(settings.mapPath);
      draft.setItems((current) => current.filter((item) => !nextCollisions.blocked(itemCell(item))));
      if (nextCollisions.blocked(start)) {
        const cell = cellOf(level?.player_start) ?? start;
        draft.setStart(nextCollisions.blocked(cell) ? start : cell);
      }
      draft.setUnsaved(true);
      draft.setName(settings.levelName);
      tools.closeDialog();
      return;
    }
    const wasPreview = tools.dialog === 'preview-settings';
    const tab = wasPreview ? window.open('about:blank', '_blank') : null;
    const saved = await saving.save(settings);
    if (saved) {
      tools.closeDialog();
      if (wasPreview) saving.openPreview(saved, tab);
    } else tab?.close();
  };

  const initial: LevelSettings = {
    levelName: draft.name,
    course: draft.course,
    mapPath,
    isPublic: level?.is_public ?? false,
    schoolVisible: level?.school_visible ?? false,
  };

  return { open, savePressed, apply, initial, canPublish: Boolean(level?.creator_completed) && !unsaved };
}
