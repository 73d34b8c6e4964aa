import { describe, expect, it } from 'vitest';
import { pythonFileName } from './code-file.ts';
import { AUTOCOMPLETE_COMMANDS, COMMAND_DOCS, splitInsert } from './commands.ts';
import { arrowTooltipKey, completionDialog, levelNeighbours, type NavCourse } from './level-navigation.ts';
import { playEn } from '../i18n/play-en.ts';
import { canRun, runButtonFace, type RunGateInput } from './run-gate.ts';
import { GAME_SPEEDS, loadGameSpeed, parseGameSpeed, speedFactor, storeGameSpeed } from './speed.ts';
import { creativeTitleFontSize, speechBubbleMs } from './timing.ts';

describe('speeds (gameplay §9)', () => {
  it('moves one tile in 250, 125 and 62.5 ms', () => {
    expect(GAME_SPEEDS).toEqual({ normal: 250, fast: 125, turbo: 62.5 });
    expect(speedFactor('turbo')).toBe(0.25);
  });

  it.each([
    [null, 'normal'],
    ['fast', 'fast'],
    ['Turbo', 'turbo'],
    ['125', 'fast'],
    ['62.5', 'turbo'],
    ['warp', 'normal'],
  ])('reads the stored game_speed %s as %s', (stored, speed) => {
    expect(parseGameSpeed(stored)).toBe(speed);
  });

  it('stores under game_speed and survives blocked storage', () => {
    const values = new Map<string, string>();
    storeGameSpeed({ setItem: (key, value) => values.set(key, value) }, 'fast');
    expect(values.get('game_speed')).toBe('fast');
    expect(loadGameSpeed({ getItem: () => { throw new Error('blocked'); } })).toBe('normal');
  });
});

describe('timings', () => {
  it.each([
    ['Hi', 2500],
    ['0123456789', 2500],
    ['01234567890', 2550],
    ['Hello, how are you today?', 3250],
  ])('a bubble saying %j stays %d ms', (text, ms) => {
    expect(speechBubbleMs(text)).toBe(ms);
  });

  it.each([
    ['', 28],
    ['Sky', 27.4],
    ['x'.repeat(50), 18],
    ['x'.repeat(100), 12],
  ])('the creative title %j is %d px', (name, size) => {
    expect(creativeTitleFontSize(name)).toBeCloseTo(size);
  });
});

describe('save file names (gameplay §5)', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['hop', 'hop.py'],
    [' my code ', 'my code.py'],
    ['done.py', 'done.py'],
    ['DONE.PY', 'DONE.PY'],
  ])('%j saves as %j', (name, file) => {
    expect(pythonFileName(name)).toBe(file);
  });
});

describe('commands', () => {
  it('documents every autocomplete command and places the cursor', () => {
    for (const name of AUTOCOMPLETE_COMMANDS) expect(COMMAND_DOCS.some((doc) => doc.name === name)).toBe(true);
    expect(splitInsert('speak("|")')).toEqual({ text: 'speak("")', cursor: 7 });
    expect(splitInsert('turn_left()|')).toEqual({ text: 'turn_left()', cursor: 11 });
  });
});

const course: NavCourse = {
  chapters: [
    { id: 1, name: 'One', level_data: [
      { slug: 'a1', name: 'A1', completed: true, locked: false },
      { slug: 'a2', name: 'A2', completed: false, locked: false },
    ] },
    { id: 2, name: 'Two', level_data: [
      { slug: 'b1', name: 'B1', completed: true, locked: false },
      { slug: 'b2', name: 'B2', completed: false, locked: true },
    ] },
  ],
};

describe('level navigation', () => {
  it.each([
    ['a1', { blocked: 'FIRST_LEVEL' }, { slug: 'a2' }],
    ['a2', { slug: 'a1' }, { slug: 'b1' }],
    ['b1', { slug: 'a2' }, { blocked: 'LEVEL_LOCKED' }],
    ['b2', { slug: 'b1' }, { blocked: 'END_OF_CONTENT' }],
    ['zz', { blocked: 'NO_LEVEL_DATA' }, { blocked: 'NO_LEVEL_DATA' }],
  ])('around %s: previous %o, next %o', (slug, previous, next) => {
    const around = levelNeighbours(course, slug);
    expect(around.previous).toEqual(previous);
    expect(around.next).toEqual(next);
  });

  /** The English text behind a dotted key of the play namespace. */
  const english = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], playEn);

  it.each([
    ['a1', 'previous', 'This is the first level of the course'],
    ['a1', 'next', 'Next level'],
    ['b1', 'next', 'Next level is locked. You may need to upgrade your subscription.'],
    ['b2', 'next', 'You have reached the end of available content'],
    ['zz', 'previous', 'No previous level available'],
    ['zz', 'next', 'Next level is not available'],
  ] as const)('on %s the %s arrow says %j', (slug, direction, text) => {
    const around = levelNeighbours(course, slug);
    const key = direction === 'next' ? arrowTooltipKey('next', around.next) : arrowTooltipKey('previous', around.previous);
    expect(english(key)).toBe(text);
  });

  it('names every reason of the spec in words', () => {
    for (const direction of ['next', 'previous'] as const) {
      for (const text of Object.values(playEn.navigation[direction])) expect(text).toMatch(/^[A-Z].{10,}/);
    }
  });

  it.each([
    ['a2', course, 'level-complete'],
    ['b2', course, 'final-level-complete'],
    ['b2', { chapters: course.chapters.map((chapter) => ({ ...chapter, level_data: chapter.level_data.map((level) => ({ ...level, completed: true })) })) }, 'course-complete'],
  ] as const)('finishing %s opens %s', (slug, which, dialog) => {
    expect(completionDialog(which, slug)).toBe(dialog);
  });
});

describe('the Run button (gameplay §4)', () => {
  const ready: RunGateInput = {
    isCodeExecuted: true,
    isCodeRunning: false,
    isRunningInitiated: false,
    isWorkerBusy: false,
    isLoading: false,
    isGuardianWithoutStudent: false,
  };
  it.each([
    [{}, true],
    [{ isCodeExecuted: false }, false],
    [{ isCodeRunning: true }, false],
    [{ isRunningInitiated: true }, false],
    [{ isWorkerBusy: true }, false],
    [{ isLoading: true }, false],
    [{ isGuardianWithoutStudent: true }, false],
  ])('with %o is enabled: %s', (patch, enabled) => {
    expect(canRun({ ...ready, ...patch })).toBe(enabled);
  });

  it.each([
    [false, false, 'run'],
    [true, false, 'stop'],
    [true, true, 'stopping'],
  ] as const)('running %s, stopping %s shows %s', (running, stopping, face) => {
    expect(runButtonFace(running, stopping)).toBe(face);
  });
});
