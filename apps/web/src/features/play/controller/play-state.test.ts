import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@codehop/api';
import { levelNeighbours, type NavCourse } from '../model/level-navigation.ts';
import { viewerOf } from '../model/run-access.ts';
import { codeAfterReplay, completionOf, initialPlayState, nextStep, playReducer, replayOf, toolDialog, type LevelPlace, type PlayEvent, type PlayState } from './play-state.ts';

const level = (slug: string, completed = false, locked = false) => ({ slug, name: slug, completed, locked });
const course: NavCourse = {
  id: 'python',
  chapters: [
    { id: 1, name: 'One', level_data: [level('a1', true), level('a2')], quiz_exists: true, quiz_complete: false },
    { id: 2, name: 'Two', level_data: [level('b1'), level('b2', false, true)] },
  ],
};
const place = (slug: string, extra: Partial<LevelPlace> = {}): LevelPlace => ({ creative: false, slug, course, ...extra });

function user(patch: Partial<CurrentUser> = {}): CurrentUser {
  return {
    user_id: 1,
    email: 'parent@example.com',
    full_name: 'Pat',
    student_id: 7,
    organization_id: null,
    is_student: false,
    user_details: { user_type: 0, full_name: 'Pat', email_verified: true },
    student_details: null,
    class_details: null,
    last_played: null,
    language: 'en',
    is_platform_staff: false,
    impersonation: null,
    ...patch,
  };
}
const anonymous = viewerOf(null);
const student = viewerOf(user());

const start = initialPlayState({ speed: 'normal', muted: false, assistantOn: true });
const play = (events: readonly PlayEvent[], from: PlayState = start) => events.reduce(playReducer, from);
const errorVerdict = { kind: 'error', message: 'NameError: x', trace: '', hint: null, line: 2, game: false } as const;

describe('the play page decides (controller/play-state.ts)', () => {
  it('opens nothing and shows the code until something happens', () => {
    expect(start).toMatchObject({ dialog: null, panel: 'code', activationsExceeded: false, speed: 'normal', assistantOn: true });
  });

  it('opens the level-complete dialog after a completed run', () => {
    const state = play([{ type: 'verdict', verdict: { kind: 'completed' }, place: place('a1') }]);
    expect(state.dialog).toEqual({ kind: 'complete', completion: 'level-complete' });
  });

  it.each([
    ['the certificate level', place('intro-level4'), 'certificate'],
    ['a creative level', place('a1', { creative: true }), 'creative-complete'],
    ['the last level with others left', place('b2'), 'final-level-complete'],
    ['the last level with all done', place('b2', { course: { chapters: [{ id: 1, name: 'One', level_data: [level('a1', true), level('b2')] }] } }), 'course-complete'],
  ] as const)('on %s opens the %s dialog', (_name, where, completion) => {
    expect(completionOf(where)).toBe(completion);
    expect(play([{ type: 'verdict', verdict: { kind: 'completed' }, place: where }]).dialog).toEqual({ kind: 'complete', completion });
  });

  it('opens the error dialog for an error, and decides each verdict once', () => {
    const state = play([{ type: 'verdict', verdict: errorVerdict, place: place('a1') }]);
    expect(state.dialog).toEqual({ kind: 'run', run: errorVerdict });
    expect(playReducer(state, { type: 'verdict', verdict: errorVerdict, place: place('a1') })).toBe(state);
  });

  it('"Fix it and try again" closes the error and, on a phone, shows the code', () => {
    const onMap = play([{ type: 'run-pressed', verdict: 'run', viewer: student, narrow: true, code: 'x' }, { type: 'verdict', verdict: errorVerdict, place: place('a1') }]);
    expect(onMap.panel).toBe('game');
    expect(playReducer(onMap, { type: 'close-run-dialog', narrow: true })).toMatchObject({ dialog: null, panel: 'code' });
  });

  it('a cleared verdict (Reset, a new run) closes the run\'s dialog but not one the child opened', () => {
    const failed = play([{ type: 'verdict', verdict: errorVerdict, place: place('a1') }]);
    expect(playReducer(failed, { type: 'verdict', verdict: null, place: place('a1') }).dialog).toBeNull();
    const help = play([{ type: 'open', dialog: 'help' }, { type: 'verdict', verdict: null, place: place('a1') }], failed);
    expect(help.dialog).toEqual({ kind: 'help' });
    expect(toolDialog(help)).toBe('help');
  });

  it('Stop ends a run with no verdict: no dialog opens', () => {
    const stopped = play([{ type: 'run-pressed', verdict: 'run', viewer: student, narrow: false, code: 'move_forward()' }, { type: 'verdict', verdict: null, place: place('a1') }]);
    expect(stopped).toMatchObject({ dialog: null, ranCode: 'move_forward()', panel: 'code' });
  });

  it.each([
    ['choose-student', anonymous, { kind: 'choose-student' }],
    ['sign-up', anonymous, { kind: 'access', modal: 'sign-up' }],
    ['mobile-sign-up', anonymous, { kind: 'access', modal: 'mobile-sign-up' }],
    ['frequent-execution', anonymous, { kind: 'access', modal: 'frequent-execution' }],
    ['attempts-exhausted', anonymous, { kind: 'access', modal: 'sign-up-credits' }],
    ['attempts-exhausted', student, { kind: 'access', modal: 'upgrade-plan' }],
  ] as const)('Run judged %s opens %o instead of running', (verdict, viewer, dialog) => {
    const state = play([{ type: 'run-pressed', verdict, viewer, narrow: true, code: 'x' }]);
    expect(state).toMatchObject({ dialog, panel: 'code', ranCode: '' });
  });

  it('a refusal of spent attempts opens the prompt and answers later presses without asking', () => {
    const refused = play([{ type: 'refused', refusal: { kind: 'attempts-exhausted', message: 'No attempts left' }, viewer: student }]);
    expect(refused).toMatchObject({ activationsExceeded: true, dialog: { kind: 'access', modal: 'upgrade-plan' } });
    expect(play([{ type: 'refused', refusal: { kind: 'sign-up' }, viewer: anonymous }]).dialog).toEqual({ kind: 'access', modal: 'sign-up' });
    expect(play([{ type: 'refused', refusal: { kind: 'choose-student' }, viewer: student }]).dialog).toEqual({ kind: 'choose-student' });
    // Payment leaves the page for the purchase page: nothing opens here.
    expect(play([{ type: 'refused', refusal: { kind: 'payment' }, viewer: student }])).toBe(start);
  });

  it('one dialog at a time: a tool dialog replaces another, close closes it', () => {
    const state = play([{ type: 'open', dialog: 'reset' }, { type: 'open', dialog: 'book' }]);
    expect(state.dialog).toEqual({ kind: 'book' });
    expect(playReducer(state, { type: 'close' }).dialog).toBeNull();
  });

  it('keeps the speed, the sound, the assistant switch and the dismissed tip', () => {
    const state = play([
      { type: 'speed', speed: 'turbo' },
      { type: 'muted', muted: true },
      { type: 'assistant', on: false },
      { type: 'tip-dismissed', run: 3 },
      { type: 'panel', panel: 'game' },
    ]);
    expect(state).toMatchObject({ speed: 'turbo', muted: true, assistantOn: false, dismissedTip: 3, panel: 'game' });
  });
});

describe("the completion dialog's Next", () => {
  const rules = { unlocked_chapters: [], no_skip: false, quiz: true };
  it('at the end of a chapter whose quiz the class requires, leads to the quiz', () => {
    expect(nextStep(levelNeighbours(course, 'a2', rules).next)).toEqual({ kind: 'quiz', path: 'quiz/python/1/question/1' });
  });
  it('leads to the next level, offers to unlock a locked one, and is absent at the end', () => {
    expect(nextStep(levelNeighbours(course, 'a1').next)).toEqual({ kind: 'level', slug: 'a2' });
    expect(nextStep(levelNeighbours(course, 'b1').next)).toEqual({ kind: 'locked' });
    expect(nextStep(levelNeighbours(course, 'b2').next)).toEqual({ kind: 'none' });
  });
});

describe('Play again and Start over', () => {
  const template = 'from player import *\n\n# Write your code here\n';
  const solved = 'from player import *\nmove_forward(3)\ncollect()\n';
  it.each(['level-complete', 'final-level-complete', 'course-complete', 'certificate'] as const)("Play again after %s keeps the child's code", (completion) => {
    expect(replayOf(completion)).toBe('play-again');
    expect(codeAfterReplay(replayOf(completion), solved, template)).toBe(solved);
  });
  it('Start over (Reset, confirmed) and a creative level\'s Replay bring the template back', () => {
    expect(replayOf('creative-complete')).toBe('start-over');
    expect(codeAfterReplay('start-over', solved, template)).toBe(template);
  });
});
