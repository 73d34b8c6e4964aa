import { describe, expect, it } from 'vitest';
import type { PauseAnswer, RunHandlers, RunnerEvent, RunnerStatus, RunRequest, RunResult, RunError } from '@codehop/runner';
import { createPlayBus } from '../../../lib/game/play-bus.ts';
import { FIXTURE_LEVEL } from '../fixtures/fixture-level.ts';
import { STEPS_SHOWN_AT_ACTION_CAP } from '../model/constants.ts';
import { PlaySession, RunBlockedError, type RunnerLike } from './play-session.ts';

type Script = (handlers: RunHandlers, runner: FakeRunner) => Promise<RunResult>;

class FakeRunner implements RunnerLike {
  status: RunnerStatus = 'ready';
  answers: PauseAnswer[] = [];
  stopped = 0;
  requests: RunRequest[] = [];
  private listeners = new Set<(status: RunnerStatus) => void>();
  private waiting: ((answer: PauseAnswer) => void) | null = null;
  private ending: ((result: RunResult) => void) | null = null;
  constructor(private readonly script: Script) {}
  onStatus(listener: (status: RunnerStatus) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  setStatus(status: RunnerStatus) {
    this.status = status;
    for (const listener of this.listeners) listener(status);
  }
  run(request: RunRequest, handlers: RunHandlers = {}) {
    this.requests.push(request);
    this.setStatus('running');
    return new Promise<RunResult>((resolve) => {
      this.ending = resolve;
      void this.script(handlers, this).then((result) => {
        this.setStatus('ready');
        resolve(result);
      });
    });
  }
  answer(answer: PauseAnswer) {
    this.answers.push(answer);
    this.waiting?.(answer);
  }
  waitForAnswer(): Promise<PauseAnswer> {
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }
  stop() {
    this.stopped += 1;
    this.ending?.(result({ error: runError('stopped') }));
    this.setStatus('resetting');
  }
}

function runError(kind: RunError['kind'], extra: Partial<RunError> = {}): RunError {
  return { kind, message: `${kind} happened`, line: 3, trace: 'Traceback ...', hint: null, ...extra };
}

function result(patch: { completed?: boolean; error?: RunError | null; goals?: RunResult['goals'] } = {}): RunResult {
  return {
    completed: patch.completed ?? false,
    error: patch.error ?? null,
    stdout: '',
    stderr: '',
    events: [],
    variables: {},
    goals: patch.goals ?? [],
    durationMs: 1,
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

function setup(script: Script, recordAttempt?: (code: string) => Promise<void>, onBlocked?: (error: RunBlockedError) => void) {
  const bus = createPlayBus();
  const animated: string[] = [];
  bus.toScene.on('animate', ({ event, done }) => {
    animated.push(event.type);
    done();
  });
  const runner = new FakeRunner(script);
  const completed: string[] = [];
  const session = new PlaySession({
    level: FIXTURE_LEVEL,
    bus,
    runner,
    speed: 'turbo',
    wait: () => Promise.resolve(),
    onCompleted: (code) => completed.push(code),
    ...(recordAttempt ? { recordAttempt } : {}),
    ...(onBlocked ? { onBlocked } : {}),
  });
  bus.fromScene.emit('scene-ready', undefined);
  return { session, runner, animated, completed, bus };
}

const move: RunnerEvent = { type: 'moved', line: 3, from: [2, 4], to: [2, 3], facing: [0, -1] };
const scored: RunnerEvent = { type: 'goal-scored', line: 4, goal: 0, score: 1, maxScore: 2 };

describe('PlaySession', () => {
  it('listens again after a dispose that was not the end (React StrictMode runs cleanups once)', async () => {
    const { session, runner, bus, animated } = setup(async (handlers) => {
      handlers.onEvents?.([move]);
      return result();
    });
    session.dispose();
    runner.setStatus('booting');
    expect(session.getSnapshot().runner).toBe('ready');
    session.attach();
    expect(session.getSnapshot().runner).toBe('booting');
    runner.setStatus('ready');
    bus.fromScene.emit('scene-ready', undefined);
    await session.run('code');
    await flush();
    expect(animated).toEqual(['moved']);
    expect(session.getSnapshot()).toMatchObject({ running: false, outcome: { kind: 'unfinished' } });
  });

  it('plays the events, scores goals and opens the completion dialog', async () => {
    const { session, animated, completed } = setup(async (handlers) => {
      handlers.onEvents?.([move, scored]);
      return result({ completed: true, goals: [{ score: 2, maxScore: 2 }] });
    });
    expect(session.canRun()).toBe(true);
    await session.run('code');
    await flush();
    const snapshot = session.getSnapshot();
    expect(animated).toEqual(['moved', 'goal-scored']);
    expect(snapshot.goals[0]?.score).toBe(2);
    expect(snapshot.running).toBe(false);
    expect(snapshot.executedOnce).toBe(true);
    expect(snapshot.dialog).toEqual({ kind: 'completed' });
    expect(completed).toEqual(['code']);
  });

  it.each([
    ['timeout', { kind: 'timeout' }],
    ['stopped', null],
  ] as const)('a %s error shows %o', async (kind, dialog) => {
    const { session } = setup(async () => result({ error: runError(kind) }));
    await session.run('while True: pass');
    await flush();
    expect(session.getSnapshot().dialog).toEqual(dialog);
  });

  it('a Python error marks its line and a missing line defaults to 1', async () => {
    const { session } = setup(async () => result({ error: runError('python', { line: null, message: 'NameError: x' }) }));
    await session.run('x');
    await flush();
    const snapshot = session.getSnapshot();
    expect(snapshot.errorLine).toBe(1);
    expect(snapshot.dialog).toMatchObject({ kind: 'error', message: 'NameError: x', game: false });
  });

  it('a game error carries the hint and shows after the events before it', async () => {
    const { session, animated } = setup(async (handlers) => {
      handlers.onEvents?.([move, { type: 'bumped', line: 5, at: [2, 2], obstacle: 'wall' }]);
      return result({ error: runError('game', { line: 5, hint: 'Turn first' }) });
    });
    await session.run('code');
    await flush();
    expect(animated).toEqual(['moved', 'bumped']);
    expect(session.getSnapshot().dialog).toMatchObject({ kind: 'error', line: 5, hint: 'Turn first', game: true });
  });

  it('a question waits for the answer and passes it to the program', async () => {
    const { session, runner } = setup(async (handlers, fake) => {
      handlers.onPause?.({ kind: 'question', text: 'Open?', line: 2 });
      const answer = await fake.waitForAnswer();
      handlers.onEvents?.(answer.kind === 'yes' ? [move] : []);
      return result();
    });
    const running = session.run('code');
    await flush();
    expect(session.getSnapshot().popup).toEqual({ kind: 'question', text: 'Open?', line: 2 });
    expect(session.getSnapshot().line).toBe(2);
    session.answerPopup({ kind: 'yes' });
    await running;
    await flush();
    expect(runner.answers).toEqual([{ kind: 'yes' }]);
    expect(session.getSnapshot().popup).toBeNull();
    expect(session.getSnapshot().running).toBe(false);
  });

  it('stop interrupts the worker, drops the queue and stays silent', async () => {
    const { session, runner } = setup(() => new Promise<RunResult>(() => undefined));
    void session.run('while True: pass');
    await flush();
    expect(session.getSnapshot().running).toBe(true);
    expect(session.canRun()).toBe(false);
    session.stop();
    await flush();
    expect(runner.stopped).toBe(1);
    expect(session.getSnapshot()).toMatchObject({ running: false, stopping: true, dialog: null });
    runner.setStatus('ready');
    expect(session.getSnapshot().stopping).toBe(false);
    expect(session.canRun()).toBe(true);
  });

  it('a program ended by the action cap shows a few steps, then its message, not minutes of spinning', async () => {
    const turned: RunnerEvent = { type: 'turned', turn: 'right', line: 2, facing: [1, 0] };
    const cap = runError('limit', { line: 2, key: 'engine.refusal.action_limit', params: { limit: 2000 }, message: 'Your program did 2000 actions' });
    const { session, animated } = setup(async (handlers) => {
      for (let batch = 0; batch < 8; batch += 1) handlers.onEvents?.(Array.from({ length: 250 }, () => turned));
      return result({ error: cap });
    });
    await session.run('while True:\n    turn_right()');
    await flush();
    expect(animated.length).toBeLessThanOrEqual(STEPS_SHOWN_AT_ACTION_CAP);
    expect(session.getSnapshot()).toMatchObject({ running: false, errorLine: 2, dialog: { kind: 'error', line: 2, game: true }, outcome: { kind: 'failed', line: 2 } });
  });

  it('Stop leaves a stopped outcome (said by the narration), no dialog; Reset clears it', async () => {
    const { session } = setup(() => new Promise<RunResult>(() => undefined));
    void session.run('while True: turn_right()');
    await flush();
    session.stop();
    expect(session.getSnapshot()).toMatchObject({ dialog: null, outcome: { kind: 'stopped' } });
    session.reset();
    expect(session.getSnapshot().outcome).toBeNull();
  });

  it('a refused attempt stops the program before the child sees any of it', async () => {
    const { session, runner, animated } = setup(
      (handlers) => {
        handlers.onEvents?.([move]);
        return new Promise<RunResult>(() => undefined);
      },
      () => Promise.reject(new RunBlockedError('No attempts left')),
    );
    void session.run('code');
    await flush();
    expect(runner.stopped).toBe(1);
    expect(animated).toEqual([]);
    expect(session.getSnapshot()).toMatchObject({ running: false, dialog: { kind: 'unavailable', message: 'No attempts left' } });
  });

  it('hands a refusal with its reason to the screen instead of a dialog', async () => {
    const blocked: RunBlockedError[] = [];
    const { session, runner } = setup(
      () => new Promise<RunResult>(() => undefined),
      () => Promise.reject(new RunBlockedError('Sign up', { kind: 'sign-up' })),
      (error) => blocked.push(error),
    );
    void session.run('code');
    await flush();
    expect(runner.stopped).toBe(1);
    expect(blocked.map((error) => error.refusal)).toEqual([{ kind: 'sign-up' }]);
    expect(session.getSnapshot()).toMatchObject({ running: false, dialog: null, outcome: null });
  });

  it.each([
    ['an unfinished run', result(), { kind: 'unfinished' }],
    ['a completed run', result({ completed: true }), { kind: 'completed' }],
    [
      'a game error: its key and parameters for the child, the English for the server',
      result({ error: runError('game', { line: 4, hint: 'Turn first', key: 'engine.refusal.bumped_object', params: { object: 'rock' } }) }),
      { kind: 'failed', message: 'Turn first', line: 4, words: { key: 'engine.refusal.bumped_object', params: { object: 'rock' } } },
    ],
    [
      'a Python error: its hint as the words',
      result({ error: runError('python', { line: 2, key: 'runner.python.NameError', params: { name: 'mve' }, hint: 'There is no command called mve.', hintKey: 'runner.hint.noCommand', hintParams: { name: 'mve', suggestion: 'move_forward' } }) }),
      { kind: 'failed', message: 'There is no command called mve.', line: 2, words: { key: 'runner.hint.noCommand', params: { name: 'mve', suggestion: 'move_forward' } } },
    ],
    ['a timeout', result({ error: runError('timeout', { line: null }) }), { kind: 'failed', message: 'timeout happened', line: null, timedOut: true, words: { key: 'runner.timeout', params: {} } }],
    ['a stop', result({ error: runError('stopped') }), null],
  ])('%s leaves the outcome for the tip', async (_name, ending, outcome) => {
    const { session } = setup(async () => ending);
    await session.run('code');
    await flush();
    expect(session.getSnapshot().outcome).toEqual(outcome);
    expect(session.getSnapshot().runsFinished).toBe(1);
    session.reset();
    expect(session.getSnapshot().outcome).toBeNull();
  });

  it('a guardian without a student cannot run', async () => {
    const { session, runner } = setup(async () => result());
    session.setGuardianWithoutStudent(true);
    expect(session.canRun()).toBe(false);
    await session.run('code');
    expect(runner.requests).toHaveLength(0);
    session.setGuardianWithoutStudent(false);
    expect(session.canRun()).toBe(true);
  });

  it('cannot run before the scene and the worker are ready', () => {
    const bus = createPlayBus();
    const runner = new FakeRunner(async () => result());
    runner.status = 'booting';
    const session = new PlaySession({ level: FIXTURE_LEVEL, bus, runner, speed: 'normal' });
    expect(session.canRun()).toBe(false);
    bus.fromScene.emit('scene-ready', undefined);
    expect(session.canRun()).toBe(false);
    runner.setStatus('ready');
    expect(session.canRun()).toBe(true);
  });

  it('walks to a clicked tile when idle and ignores clicks during a run', async () => {
    const { session, bus, animated } = setup(() => new Promise<RunResult>(() => undefined));
    const dots: number[] = [];
    bus.toScene.on('preview-path', ({ dots: shown }) => dots.push(shown.length));
    bus.fromScene.emit('tile-clicked', [2, 1]);
    await flush();
    expect(animated).toEqual(['moved', 'moved', 'moved']);
    expect(dots[0]).toBe(3);
    void session.run('code');
    await flush();
    animated.length = 0;
    bus.fromScene.emit('tile-clicked', [0, 0]);
    await flush();
    expect(animated).toEqual([]);
  });
});
