import { courseLevelsInOrder, type CourseId } from '../src/courses/index.ts';
import { loadLevel, loadLevelPrograms, type PlayableLevel } from '../src/loader/index.ts';

export interface CheckedLevel {
  readonly course: CourseId;
  readonly slug: string;
  readonly level: PlayableLevel;
  readonly solution: string;
  readonly wrong: readonly { file: string; code: string }[];
  /** Answers for question() popups, one list per run; the solution must complete with each. */
  readonly answerSets: readonly (readonly boolean[])[];
}

/** Every level the course lists, loaded as the server serves it, with its programs. */
export async function loadCourseLevels(course: CourseId): Promise<CheckedLevel[]> {
  return Promise.all(
    courseLevelsInOrder(course).map(async ({ entry }) => {
      const [level, programs] = await Promise.all([loadLevel(course, entry.slug), loadLevelPrograms(course, entry.slug)]);
      return { course, slug: entry.slug, level, ...programs };
    }),
  );
}

/** The player commands a program calls, by name, in first-use order. */
export const PLAYER_COMMANDS = [
  'move_forward', 'turn_left', 'turn_right', 'push', 'speak', 'write', 'read', 'question', 'display',
  'build', 'water', 'collect', 'open', 'close', 'place', 'combine', 'plant',
] as const;

export function commandsUsed(code: string): string[] {
  const withoutComments = code
    .split('\n')
    .map((line) => line.replace(/#.*$/, ''))
    .join('\n');
  return PLAYER_COMMANDS.filter((name) => new RegExp(`\\b${name}\\s*\\(`).test(withoutComments));
}
