import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  blockerAt, createState, isPushable, isWalkway, samePosition, type GameState, type LevelGoal, type Position,
} from '@codehop/engine';
import { countCodeLines } from '@codehop/runner';
import { courseLevelsInOrder, getCourse, type CourseId } from '../src/courses/index.ts';
import { levelFoldersOnDisk, levelsDirectory } from '../src/loader/index.ts';
import { findQuiz } from '../src/quizzes/index.ts';
import { buildMap, parseMapLayout } from '../tools/map-layout.ts';
import { formatMapJson } from '../tools/map-json.ts';
import { isConcept } from './concepts.ts';
import { PLAYER_COMMANDS, checkedCourses, commandsUsed, loadCourseLevels } from './content-levels.ts';

/** The static rules every level must keep: map, goals, texts, course list, quiz. No Python runs here. */
const courses = checkedCourses();
const levels = (await Promise.all(courses.map((course) => loadCourseLevels(course)))).flat();

/**
 * How many levels a shipped chapter needs: 6 in the beginner course; in Advanced Python 5, with
 * 6 in Exception Handling and 4 in Serialization (issue 17).
 */
function minimumLevels(course: CourseId, slugPrefix: string): number {
  if (course === 'python') return 6;
  if (slugPrefix === 'exeptions') return 6;
  if (slugPrefix === 'serialization') return 4;
  return 5;
}

/** Levels per course: the beginner course has at least 48, Advanced Python at least 55. */
const MINIMUM_COURSE_LEVELS: Readonly<Record<CourseId, number>> = { python: 48, 'advanced-python': 55 };

/** What each X-mark action acts on: the item a level must put on the goal's target tile. */
const TARGET_ITEMS: Partial<Record<LevelGoal['action'], (type: string) => boolean>> = {
  speak: (type) => type === 'character',
  read: (type) => ['sign', 'notice_board', 'letter', 'scroll'].includes(type),
  build: (type) => isWalkway(type) || type.startsWith('chicken_house') || type === 'grain_stack',
  open: (type) => ['chest', 'door', 'gate', 'oven'].includes(type),
  close: (type) => ['chest', 'door', 'gate', 'oven'].includes(type),
};

function neighbours([x, y]: Position): Position[] {
  return [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]];
}

/** Tiles the player can reach from the start, counting bridges still to build and rocks to push as open. */
function reachable(state: GameState, start: Position): Set<string> {
  const seen = new Set<string>([start.join(',')]);
  const queue: Position[] = [start];
  const walkwayAt = (cell: Position) =>
    state.items.some((item) => isWalkway(item.type) && item.cells.some((c) => samePosition(c, cell)));
  for (let cell = queue.shift(); cell; cell = queue.shift()) {
    for (const next of neighbours(cell)) {
      const key = next.join(',');
      if (seen.has(key)) continue;
      const blocker = blockerAt(state, next);
      const opens =
        (blocker?.obstacle === 'water' && walkwayAt(next)) || (blocker?.item !== undefined && isPushable(blocker.item.type));
      if (blocker && !opens) continue;
      seen.add(key);
      queue.push(next);
    }
  }
  return seen;
}

function adjacent(a: Position, b: Position): boolean {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;
}

describe.each(courses)('%s: the course list and the level folders', (course) => {
  it('list the same levels', async () => {
    const listed = courseLevelsInOrder(course).map(({ entry }) => entry.slug).sort();
    expect(await levelFoldersOnDisk(course)).toEqual(listed);
  });

  it.each(getCourse(course).chapters.map((chapter) => [chapter.name, chapter] as const))(
    '%s: slugs follow the prefix, and quizExists says whether the quiz exists',
    (_name, chapter) => {
      chapter.levels.forEach((level, index) => expect(level.slug).toBe(`${chapter.slugPrefix}-level${index + 1}`));
      expect(findQuiz(course, chapter.id) !== undefined).toBe(chapter.quizExists);
      if (chapter.levels.length > 0) {
        const minimum = minimumLevels(course, chapter.slugPrefix);
        expect(chapter.levels.length, `a shipped chapter has at least ${minimum} levels`).toBeGreaterThanOrEqual(minimum);
        expect(chapter.quizExists, 'a shipped chapter has its quiz').toBe(true);
      }
    },
  );
});

describe.each(courses)('%s as a whole', (course) => {
  const courseLevels = levels.filter((level) => level.course === course);

  if (course === 'python') {
    it('uses every command of the player module in some reference solution', () => {
      const used = new Set(courseLevels.flatMap((level) => commandsUsed(level.solution)));
      expect(PLAYER_COMMANDS.filter((command) => !used.has(command))).toEqual([]);
    });
  } else {
    it('names a known concept in every level', () => {
      for (const level of courseLevels) expect(isConcept(level.concept ?? ''), `${level.slug}: concept ${String(level.concept)}`).toBe(true);
    });
  }

  it(`has at least ${MINIMUM_COURSE_LEVELS[course]} levels once every chapter is written`, () => {
    const chapters = getCourse(course).chapters;
    if (chapters.some((chapter) => chapter.levels.length === 0)) return;
    expect(courseLevels.length).toBeGreaterThanOrEqual(MINIMUM_COURSE_LEVELS[course]);
  });
});

describe.each(courses)('%s quizzes', (course) => {
  it.each(getCourse(course).chapters.filter((c) => c.quizExists).map((c) => [c.name, c.id] as const))(
    '%s: at least 6 questions, numbered 1.., each with one right answer and explanations',
    (_name, chapterId) => {
      const quiz = findQuiz(course, chapterId);
      expect(quiz).toBeDefined();
      const questions = quiz?.questions ?? [];
      expect(questions.length).toBeGreaterThanOrEqual(6);
      questions.forEach((question, index) => {
        expect(question.id).toBe(index + 1);
        expect(question.answers.filter((answer) => answer.correct)).toHaveLength(1);
        expect(new Set(question.answers.map((answer) => answer.text)).size).toBe(question.answers.length);
      });
    },
  );
});

describe.each(levels)('$course/$slug', ({ course, slug, level, solution, wrong }) => {
  const state = createState(level);
  const reach = reachable(state, level.start);

  it('map.json is what tools/build-maps.ts makes of map.txt', () => {
    const directory = path.join(levelsDirectory, course, slug);
    const layout = parseMapLayout(readFileSync(path.join(directory, 'map.txt'), 'utf8'));
    expect(formatMapJson(buildMap(layout).tiled)).toBe(readFileSync(path.join(directory, 'map.json'), 'utf8'));
  });

  it('is a small map of its own with every layer', () => {
    const map = level.map;
    expect(map.width).toBeGreaterThanOrEqual(8);
    expect(map.width).toBeLessThanOrEqual(16);
    expect(map.height).toBeGreaterThanOrEqual(8);
    expect(map.height).toBeLessThanOrEqual(12);
    expect(map.layers.map((layer) => layer.name)).toEqual([
      'ground_tiles', 'ground_layer', 'ground_details', 'middle_layer', 'top_layer', 'extra_layer', 'collisions',
    ]);
  });

  it('starts the player on a walkable tile', () => {
    expect(blockerAt(state, level.start)).toBeUndefined();
  });

  it('puts every item on a tile the collision layer leaves open (bridges excepted)', () => {
    for (const item of state.items) {
      if (isWalkway(item.type)) continue;
      for (const [x, y] of item.cells) {
        expect(state.world.blocked[y * state.world.width + x], `${item.type} at ${x},${y}`).toBe(0);
      }
    }
  });

  it('lets the player reach every collectable item and every X mark', () => {
    for (const item of state.items.filter((i) => i.action === 'collect')) {
      expect(reach.has(item.position.join(',')), `${item.type} at ${item.position.join(',')}`).toBe(true);
    }
    for (const goal of level.levelGoals) {
      if (goal.position) expect(reach.has(goal.position.join(',')), `${goal.action} X mark ${goal.position.join(',')}`).toBe(true);
    }
  });

  it('gives every X-mark goal a spot, a neighbouring target and the thing to act on', () => {
    for (const goal of level.levelGoals) {
      // The play screen draws no X mark for collect goals, so a collect spot carries its own.
      if (goal.action === 'collect' && goal.position) {
        const at = goal.position;
        const marked = state.items.some((item) => item.type.startsWith('xmark') && samePosition(item.position, at));
        expect(marked, `collect spot ${at.join(',')} needs an xmark item`).toBe(true);
      }
      if (goal.action === 'collect' || goal.action === 'assign' || goal.action === 'compare') continue;
      expect(goal.position, `${goal.action} goal needs a position`).toBeDefined();
      expect(goal.targetPosition, `${goal.action} goal needs a targetPosition`).toBeDefined();
      if (!goal.position || !goal.targetPosition) continue;
      expect(adjacent(goal.position, goal.targetPosition)).toBe(true);
      const wants = TARGET_ITEMS[goal.action];
      const target = goal.targetPosition;
      if (wants) {
        const found = state.items.some((item) => wants(item.type) && item.cells.some((cell) => samePosition(cell, target)));
        expect(found, `${goal.action} at ${target.join(',')} needs its item there`).toBe(true);
      }
    }
  });

  it('has a collect goal count no bigger than the items lying on the map', () => {
    for (const goal of level.levelGoals.filter((g) => g.action === 'collect' && !g.position)) {
      const lying = level.items.filter((item) => item.action === 'collect' && item.type === goal.type).length;
      expect(lying, goal.type).toBeGreaterThanOrEqual(goal.count ?? 1);
    }
  });

  it('ships finished: the data does not ask for the "not ready" notice', () => {
    expect(level.notReady).toBeUndefined();
  });

  it('starts its code template with the player import', () => {
    expect(level.codeTemplate.startsWith('from player import *\n')).toBe(true);
    expect(solution.startsWith('from player import *\n')).toBe(true);
  });

  it('has a guide with a title, a worked example and every command and variable the solution uses', () => {
    expect(level.guide.split('\n')[0], 'the guide title is the level name').toBe(`# ${level.name}`);
    expect(level.guide).toMatch(/```python\n[\s\S]+?```/);
    for (const command of commandsUsed(solution)) expect(level.guide, command).toContain(`${command}(`);
    for (const goal of level.levelGoals) if (goal.variable) expect(level.guide, goal.variable).toContain(goal.variable);
    expect(level.hint.trim()).not.toBe('');
    expect(level.tutorial.trim()).not.toBe('');
  });

  it('keeps the solution within maxLinesOfCode, and a wrong program exists for the limit when there is one', () => {
    if (level.maxLinesOfCode === undefined) return;
    expect(countCodeLines(solution)).toBeLessThanOrEqual(level.maxLinesOfCode);
    expect(wrong.some((program) => countCodeLines(program.code) > (level.maxLinesOfCode ?? 0))).toBe(true);
  });
});
