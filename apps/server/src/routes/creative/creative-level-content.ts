import {
  DEFAULT_CREATIVE_MAP_PATH,
  type CreativeLevelChanges,
  type CreativeMapPath,
} from '@codehop/api';
import type { UserRow } from '../../commands/sessions.ts';
import type { NewCreativeLevel } from '../../commands/save-creative-level.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import type { CreativeLevelRow } from '../../presenters/creative-level.ts';
import { checkCreativeLevel } from '../../services/creative-level-check.ts';
import { loadCreativeMap } from '../../services/creative-maps.ts';

type ContentColumns = Pick<NewCreativeLevel, 'mapPath' | 'playerStart' | 'items' | 'levelGoals'>;

/**
 * The map, start, items and goals after a save: the payload's where it has them, else the stored
 * level's, else the defaults; checked together, since a new map may put old items on its walls.
 */
export async function checkedContent(
  changes: CreativeLevelChanges,
  stored?: CreativeLevelRow,
): Promise<ContentColumns> {
  const mapPath =
    changes.map_path ??
    (stored?.mapPath as CreativeMapPath | undefined) ??
    DEFAULT_CREATIVE_MAP_PATH;
  const map = await loadCreativeMap(mapPath);
  const playerStart = changes.player_start ?? stored?.playerStart ?? map.defaultStart;
  const checked = checkCreativeLevel(map, {
    playerStart,
    items: changes.items ?? stored?.items ?? [],
    levelGoals: changes.level_goals ?? stored?.levelGoals ?? [],
  });
  if (!checked.ok) throw new HttpError(422, 'Validation Error', 'validation_error', checked.errors);
  return {
    mapPath,
    playerStart: [playerStart[0], playerStart[1]],
    items: checked.items,
    levelGoals: checked.levelGoals,
  };
}

/** The plain fields of a save, with "Share with School" only for organisation users (gameplay §5). */
export function plainFields(
  changes: CreativeLevelChanges,
  user: UserRow,
): Pick<
  Partial<NewCreativeLevel>,
  'name' | 'codeTemplate' | 'tutorial' | 'zoom' | 'isPublic' | 'schoolVisible'
> {
  const fields = {
    name: changes.name,
    codeTemplate: changes.code_template,
    tutorial: changes.tutorial,
    zoom: changes.zoom,
    isPublic: changes.is_public,
    schoolVisible:
      changes.school_visible === undefined
        ? undefined
        : changes.school_visible && user.organizationId !== null,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
