import {
  DEFAULT_CREATIVE_MAP_PATH,
  PUBLISH_NEEDS_COMPLETION,
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

// jsonb keeps keys in its own order: compare with keys sorted.
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function sameContent(content: ContentColumns, stored: CreativeLevelRow): boolean {
  return (
    content.mapPath === stored.mapPath &&
    stable(content.playerStart) === stable(stored.playerStart) &&
    stable(content.items) === stable(stored.items) &&
    stable(content.levelGoals) === stable(stored.levelGoals)
  );
}

/**
 * Publishing after a save (issue 20): Make Public and Share with School need the creator's own
 * completion of this very content. A change of map, start, items or goals clears that completion
 * and takes the level off the lists until the creator completes it again; asking to publish a
 * level that was not completed answers 422 with the field named, nothing saved.
 */
export function publishing(
  stored: CreativeLevelRow,
  content: ContentColumns,
  plain: Pick<Partial<NewCreativeLevel>, 'isPublic' | 'schoolVisible'>,
): Pick<
  Partial<NewCreativeLevel>,
  'isPublic' | 'schoolVisible' | 'creatorCompletedAt' | 'creatorCompletedCode' | 'schoolApprovedAt'
> {
  const changed = !sameContent(content, stored);
  const completed = !changed && stored.creatorCompletedAt !== null;
  const errors = [];
  if (plain.isPublic === true && !stored.isPublic && !completed)
    errors.push({
      field: 'is_public',
      location: 'body' as const,
      message: PUBLISH_NEEDS_COMPLETION,
    });
  if (plain.schoolVisible === true && !stored.schoolVisible && !completed)
    errors.push({
      field: 'school_visible',
      location: 'body' as const,
      message: PUBLISH_NEEDS_COMPLETION,
    });
  if (errors.length > 0) throw new HttpError(422, 'Validation Error', 'validation_error', errors);
  if (!changed) return {};
  return {
    creatorCompletedAt: null,
    creatorCompletedCode: null,
    schoolApprovedAt: null,
    isPublic: false,
    schoolVisible: false,
  };
}

/** A new level has not been completed by anyone: it cannot start public or shared. */
export function refuseUnplayedPublishing(
  plain: Pick<Partial<NewCreativeLevel>, 'isPublic' | 'schoolVisible'>,
): void {
  const errors = [];
  if (plain.isPublic === true)
    errors.push({
      field: 'is_public',
      location: 'body' as const,
      message: PUBLISH_NEEDS_COMPLETION,
    });
  if (plain.schoolVisible === true)
    errors.push({
      field: 'school_visible',
      location: 'body' as const,
      message: PUBLISH_NEEDS_COMPLETION,
    });
  if (errors.length > 0) throw new HttpError(422, 'Validation Error', 'validation_error', errors);
}
