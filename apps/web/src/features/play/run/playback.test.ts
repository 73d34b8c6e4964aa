import { describe, expect, it } from 'vitest';
import { eventDuration, Playback, type PlayEvent, type PausePrompt } from './playback.ts';

function harness() {
  const log: string[] = [];
  let release: (() => void) | undefined;
  const playback = new Playback<string>({
    animate: (event) => {
      log.push(`animate:${event.type}`);
      return Promise.resolve();
    },
    showLine: (line) => log.push(`line:${String(line)}`),
    pause: (prompt: PausePrompt) => {
      log.push(`pause:${prompt.kind}`);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    end: (end) => log.push(`end:${end}`),
  });
  return { playback, log, release: () => release?.() };
}

const moved: PlayEvent = { type: 'moved', line: 2, from: [0, 0], to: [0, 1] };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Playback', () => {
  it('shows each event in order with its line, then ends', async () => {
    const { playback, log } = harness();
    playback.push([{ kind: 'event', event: moved }, { kind: 'event', event: { type: 'turned', line: 3 } }]);
    playback.push([{ kind: 'end', end: 'done' }]);
    await flush();
    expect(log).toEqual(['line:2', 'animate:moved', 'line:3', 'animate:turned', 'line:null', 'end:done']);
  });

  it('waits at a pause until the learner answers', async () => {
    const h = harness();
    h.playback.push([
      { kind: 'pause', pause: { kind: 'question', text: 'Go?', line: 4 } },
      { kind: 'event', event: moved },
      { kind: 'end', end: 'done' },
    ]);
    await flush();
    expect(h.log).toEqual(['line:4', 'pause:question']);
    h.release();
    await flush();
    expect(h.log.slice(2)).toEqual(['line:2', 'animate:moved', 'line:null', 'end:done']);
  });

  it('keeps only the first events waiting, and still ends', async () => {
    const { playback, log } = harness();
    const turned: PlayEvent = { type: 'turned', line: 2 };
    playback.keepFirst(1);
    playback.push(Array.from({ length: 5 }, () => ({ kind: 'event' as const, event: turned })));
    playback.keepFirst(2);
    playback.push([{ kind: 'end', end: 'capped' }]);
    await flush();
    expect(log.filter((entry) => entry.startsWith('animate'))).toHaveLength(2);
    expect(log.at(-1)).toBe('end:capped');
  });

  it('drops the rest on cancel and ignores later pushes', async () => {
    const h = harness();
    h.playback.push([{ kind: 'pause', pause: { kind: 'write', text: 'Hi', line: 1 } }, { kind: 'event', event: moved }]);
    await flush();
    h.playback.cancel();
    h.release();
    h.playback.push([{ kind: 'end', end: 'late' }]);
    await flush();
    expect(h.log).toEqual(['line:1', 'pause:write', 'line:null']);
    expect(h.playback.active).toBe(false);
  });
});

describe('eventDuration', () => {
  it.each([
    [{ type: 'moved', from: [0, 0], to: [0, 3] }, 250, 750],
    [{ type: 'moved', from: [0, 0], to: [1, 0] }, 62.5, 62.5],
    [{ type: 'collected' }, 125, 125],
    [{ type: 'bumped' }, 250, 300],
    [{ type: 'bumped' }, 62.5, 75],
    [{ type: 'goal-scored' }, 250, 0],
  ] as const)('%o at %d ms a tile lasts %d ms', (event, tileMs, expected) => {
    expect(eventDuration(event, tileMs)).toBe(expected);
  });
});

describe('Playback start gate', () => {
  it('shows nothing before the gate opens', async () => {
    const log: string[] = [];
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const playback = new Playback<string>(
      {
        animate: (event) => {
          log.push(event.type);
          return Promise.resolve();
        },
        showLine: () => undefined,
        pause: () => Promise.resolve(),
        end: (end) => log.push(end),
      },
      gate,
    );
    playback.push([{ kind: 'event', event: moved }, { kind: 'end', end: 'done' }]);
    await flush();
    expect(log).toEqual([]);
    open();
    await flush();
    expect(log).toEqual(['moved', 'done']);
  });
});
