import {
  CREATIVE_LEVEL_NAME_MAX,
  CREATIVE_LEVEL_NAME_MIN,
  creativeSlug,
  creativeSlugSuffix,
  type CreativeCourse,
  type CreativeMapPath,
} from '@codehop/api';

/** A level's settings as the settings dialog edits them (gameplay §5). */
export interface LevelSettings {
  readonly levelName: string;
  readonly course: string;
  readonly mapPath: CreativeMapPath;
  readonly isPublic: boolean;
  readonly schoolVisible: boolean;
}

export type SettingsError = 'nameRequired' | 'nameShort' | 'nameLong' | 'courseRequired' | 'courseInvalid';

export function settingsErrors(settings: LevelSettings): { levelName?: SettingsError; course?: SettingsError } {
  const name = settings.levelName.trim();
  const errors: { levelName?: SettingsError; course?: SettingsError } = {};
  if (name === '') errors.levelName = 'nameRequired';
  else if ([...name].length < CREATIVE_LEVEL_NAME_MIN) errors.levelName = 'nameShort';
  else if ([...name].length > CREATIVE_LEVEL_NAME_MAX) errors.levelName = 'nameLong';
  if (settings.course === '') errors.course = 'courseRequired';
  else if (settings.course !== 'python' && settings.course !== 'advanced-python') errors.course = 'courseInvalid';
  return errors;
}

export function isCourse(value: string | undefined): value is CreativeCourse {
  return value === 'python' || value === 'advanced-python';
}

/** The slug rule with its 10-character suffix (gameplay §4), from the shared implementation. */
export function newSlug(name: string, now = new Date()): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return creativeSlug(name, creativeSlugSuffix(bytes, now));
}
