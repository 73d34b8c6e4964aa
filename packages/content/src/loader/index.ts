export { loadLevel, loadLevelPrograms, levelFoldersOnDisk, LevelNotFoundError } from './load-level.ts';
export type { PlayableLevel } from './load-level.ts';
export { levelsDirectory } from './levels-directory.ts';
export { loadCourseTexts, loadLevelNames, loadLevelTexts } from './translations.ts';
export type { CourseTexts, LevelTexts } from './translations.ts';
