import { EventEmitter } from 'node:events';
import type * as Phaser from 'phaser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestWhenStill, sceneIsBusy, STILL_FRAMES } from './rest-when-still.ts';

// Phaser needs a canvas, which Node lacks: these are the few parts of a game and a scene that
// the rest reads, shaped as Phaser shapes them (the e2e play specs run the real game with it).

interface FakeScene {
  sys: { settings: { status: number } };
  load: { isLoading: () => boolean };
  tweens: { getTweens: () => unknown[] };
  time: { _active: unknown[]; _pendingInsertion: unknown[] };
  cameras: { cameras: FakeCamera[] };
  children: { list: unknown[] };
}
interface FakeCamera {
  scrollX: number;
  scrollY: number;
  zoom: number;
  shakeEffect: { isRunning: boolean };
  panEffect: { isRunning: boolean };
  zoomEffect: { isRunning: boolean };
  fadeEffect: { isRunning: boolean };
  flashEffect: { isRunning: boolean };
}

function fakeCamera(): FakeCamera {
  const idle = () => ({ isRunning: false });
  return { scrollX: 0, scrollY: 0, zoom: 4, shakeEffect: idle(), panEffect: idle(), zoomEffect: idle(), fadeEffect: idle(), flashEffect: idle() };
}

function stillScene(): FakeScene {
  return {
    sys: { settings: { status: 5 } },
    load: { isLoading: () => false },
    tweens: { getTweens: () => [] },
    time: { _active: [], _pendingInsertion: [] },
    cameras: { cameras: [fakeCamera()] },
    children: { list: [{ anims: { isPlaying: false } }] },
  };
}

const busy = (scene: FakeScene) => sceneIsBusy(scene as unknown as Phaser.Scene);

describe('sceneIsBusy', () => {
  it('is false for a running scene where nothing moves', () => {
    expect(busy(stillScene())).toBe(false);
  });

  it('is true while the scene is being made, loads, tweens, waits on a timer or shakes', () => {
    const cases: ((scene: FakeScene) => void)[] = [
      (scene) => (scene.sys.settings.status = 4),
      (scene) => (scene.load.isLoading = () => true),
      (scene) => (scene.tweens.getTweens = () => [{}]),
      (scene) => scene.time._pendingInsertion.push({}),
      (scene) => (scene.cameras.cameras[0]!.shakeEffect.isRunning = true),
    ];
    for (const change of cases) {
      const scene = stillScene();
      change(scene);
      expect(busy(scene)).toBe(true);
    }
  });

  it('is false for a scene added and not started, paused, asleep or shut down', () => {
    for (const status of [0, 6, 7, 8]) {
      const scene = stillScene();
      scene.sys.settings.status = status;
      scene.tweens.getTweens = () => [{}];
      expect(busy(scene)).toBe(false);
    }
  });

  it('is true while a sprite walks, even inside a container, or a particle is alive', () => {
    const walking = stillScene();
    walking.children.list.push({ list: [{ anims: { isPlaying: true } }] });
    expect(busy(walking)).toBe(true);
    const confetti = stillScene();
    confetti.children.list.push({ emitting: false, getAliveParticleCount: () => 3 });
    expect(busy(confetti)).toBe(true);
  });
});

describe('RestWhenStill', () => {
  let scene: FakeScene;
  let events: EventEmitter;
  let loop: { started: boolean; running: boolean; sleep: () => void; wake: () => void; resetDelta: () => void };
  let rest: RestWhenStill;
  let element: EventTarget;
  let resize: () => void;
  let scale: { width: number; height: number; dirty: boolean };

  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('document', new EventTarget());
    scene = stillScene();
    events = new EventEmitter();
    loop = { started: true, running: true, sleep: vi.fn(() => (loop.running = false)), wake: vi.fn(() => (loop.running = true)), resetDelta: vi.fn() };
    scale = { width: 640, height: 480, dirty: false };
    const game = { events, loop, scale, scene: { getScenes: (active = true) => [scene].filter((one) => !active || one.sys.settings.status === 5), _queue: [] } };
    element = new EventTarget();
    rest = new RestWhenStill(game as unknown as Phaser.Game, element as HTMLElement);
  });

  afterEach(() => {
    rest.stop();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  function frames(count: number) {
    for (let frame = 0; frame < count; frame += 1) {
      events.emit('postrender');
    }
  }

  it('rests after the map has been still for STILL_FRAMES frames, not before', () => {
    // The first frame draws the map: its view is new, so it counts as motion.
    frames(STILL_FRAMES);
    expect(loop.sleep).not.toHaveBeenCalled();
    frames(1);
    expect(loop.running).toBe(false);
  });

  it('keeps drawing while the camera glides, and rests once it has stopped', () => {
    for (let i = 0; i < 100; i += 1) {
      scene.cameras.cameras[0]!.scrollX += 1;
      frames(1);
    }
    expect(loop.running).toBe(true);
    frames(STILL_FRAMES);
    expect(loop.running).toBe(false);
  });

  it('wakes at a gesture on the map and counts the stillness again from there', () => {
    frames(STILL_FRAMES + 1);
    expect(loop.running).toBe(false);
    element.dispatchEvent(new Event('wheel'));
    expect(loop.wake).toHaveBeenCalledOnce();
    expect(loop.running).toBe(true);
    frames(STILL_FRAMES - 1);
    expect(loop.running).toBe(true);
    frames(1);
    expect(loop.running).toBe(false);
  });

  it('does not wake a loop Phaser has not started yet (it has no step to run)', () => {
    loop.started = false;
    loop.running = false;
    element.dispatchEvent(new Event('pointermove'));
    rest.nudge();
    expect(loop.wake).not.toHaveBeenCalled();
  });

  it('neither rests nor wakes by itself while the page holds the loop', () => {
    rest.setHeld(true);
    loop.sleep();
    element.dispatchEvent(new Event('pointerdown'));
    expect(loop.running).toBe(false);
    rest.setHeld(false);
    expect(loop.running).toBe(true);
  });

  it('a resized map (a phone\'s Game half shown) is measured and drawn at the next frame, then rests', () => {
    frames(STILL_FRAMES + 1);
    expect(loop.running).toBe(false);
    resize();
    expect(scale.dirty).toBe(true);
    expect(loop.running).toBe(true);
    scale.width = 390;
    frames(STILL_FRAMES + 1);
    expect(loop.running).toBe(false);
  });

  it('draws a resized map while the page holds the loop, for a few frames only', () => {
    rest.setHeld(true);
    loop.sleep();
    resize();
    expect(scale.dirty).toBe(true);
    expect(loop.running).toBe(true);
    frames(STILL_FRAMES - 1);
    expect(loop.running).toBe(true);
    frames(1);
    expect(loop.running).toBe(false);
  });

  it('keeps drawing while a tween runs, however long, and rests STILL_FRAMES after it ends', () => {
    scene.tweens.getTweens = () => [{}];
    frames(200);
    expect(loop.running).toBe(true);
    scene.tweens.getTweens = () => [];
    frames(STILL_FRAMES);
    expect(loop.running).toBe(false);
  });

  it('keeps drawing while a scene loads: Phaser does not count it active, and its loader needs the updates', () => {
    scene.sys.settings.status = 3;
    frames(50);
    expect(loop.running).toBe(true);
    scene.sys.settings.status = 5;
    frames(STILL_FRAMES + 1);
    expect(loop.running).toBe(false);
  });
});
