import type * as Phaser from 'phaser';

/**
 * How many frames in a row the map must be still, after the one that drew the last change, before
 * its render loop rests. Frames, not time: it rested after 1 s before, which with software WebGL
 * (no GPU: many school machines, Lighthouse) was 10 to 15 frames that drew nothing new, each
 * blocking the main thread 40-120 ms, at the busiest moment of the play page's start (the map
 * appears as Python becomes ready).
 */
export const STILL_FRAMES = 3;

/**
 * A map where nothing moves is not drawn again and again: after `STILL_FRAMES` with no tween,
 * timer, playing animation, particle, camera move, loading file or scene change, and no word from
 * React or the child, the render loop rests and the last frame stays on screen. Any word or gesture
 * wakes it at once (`nudge`). Measured in headless Chromium's software WebGL, an idle play page
 * cost 1.8 cores at 60 frames a second; on a child's laptop the same loop is battery and
 * main-thread time.
 */
export class RestWhenStill {
  private stillFrames = 0;
  private lastView = '';
  private held = false;
  /** Frames still to draw while held, after a resize (a held loop is woken only for that). */
  private framesWhileHeld = 0;
  private readonly removeListeners: () => void;

  constructor(
    private readonly game: Phaser.Game,
    element: HTMLElement,
  ) {
    const onPostRender = () => this.afterFrame();
    game.events.on('postrender', onPostRender);
    const nudge = () => this.nudge();
    const events = ['pointerdown', 'pointermove', 'pointerup', 'wheel', 'keydown', 'touchstart'] as const;
    for (const name of events) element.addEventListener(name, nudge, { capture: true, passive: true });
    const resized = new ResizeObserver(() => this.resized());
    resized.observe(element);
    document.addEventListener('visibilitychange', nudge);
    this.removeListeners = () => {
      game.events.off('postrender', onPostRender);
      for (const name of events) element.removeEventListener(name, nudge, { capture: true });
      resized.disconnect();
      document.removeEventListener('visibilitychange', nudge);
    };
  }

  /** Something may change what the map shows: draw again until it is still once more. */
  nudge(): void {
    this.stillFrames = 0;
    const loop = this.game.loop;
    // Before Phaser has booted, its loop has no step to run: `start` begins it, not us.
    if (this.held || loop.running || !loop.started) return;
    // The first frame after a rest counts from now, so a tween starting with it does not jump.
    loop.resetDelta();
    loop.wake(true);
  }

  /** The page holds the loop (while Python starts): no resting and no waking of our own meanwhile. */
  setHeld(held: boolean): void {
    this.held = held;
    this.framesWhileHeld = 0;
    if (!held) this.nudge();
  }

  /**
   * The map's box changed size. Phaser measures its parent only on a frame and only twice a second,
   * and a resting loop takes no frames: a phone's Game half, hidden (0x0) when the page loaded and
   * shown later, stayed blank until the next run. So Phaser measures at the very next frame, and
   * that frame is drawn even while the page holds the loop (a resized canvas is a cleared one).
   */
  private resized(): void {
    this.game.scale.dirty = true;
    if (!this.held) {
      this.nudge();
      return;
    }
    const loop = this.game.loop;
    if (!loop.started) return;
    this.framesWhileHeld = STILL_FRAMES;
    if (!loop.running) {
      loop.resetDelta();
      loop.wake(true);
    }
  }

  stop(): void {
    this.removeListeners();
  }

  private afterFrame(): void {
    if (this.held) {
      if (this.framesWhileHeld > 0 && --this.framesWhileHeld === 0) this.game.loop.sleep();
      return;
    }
    const view = this.viewKey();
    // Every scene, not only the running ones (`getScenes(true)`): a scene still loading is not
    // "active" to Phaser, and its loader needs the loop's updates to ask for its next files.
    const moving = view !== this.lastView || sceneChangeWaiting(this.game) || this.game.scene.getScenes(false).some(sceneIsBusy);
    this.lastView = view;
    this.stillFrames = moving ? 0 : this.stillFrames + 1;
    if (this.stillFrames >= STILL_FRAMES) this.game.loop.sleep();
  }

  /** Where every camera looks and how large the canvas is: a change is motion too. */
  private viewKey(): string {
    const parts = [this.game.scale.width, this.game.scale.height, this.game.scene.getScenes(false).length];
    for (const scene of this.game.scene.getScenes(true)) {
      for (const camera of scene.cameras.cameras) parts.push(camera.scrollX, camera.scrollY, camera.zoom);
    }
    return parts.join(',');
  }
}

/** A scene start or stop asked for and not yet carried out (the manager does it on the next frame). */
function sceneChangeWaiting(game: Phaser.Game): boolean {
  // The manager's queues are not in its typings.
  const manager = game.scene as unknown as { _pending?: unknown[]; _start?: unknown[]; _queue?: unknown[] };
  return (manager._pending?.length ?? 0) + (manager._start?.length ?? 0) + (manager._queue?.length ?? 0) > 0;
}

/** A scene that is starting, loading, tweening, timing or animating is not still. */
export function sceneIsBusy(scene: Phaser.Scene): boolean {
  const status = scene.sys.settings.status;
  // INIT (1) to CREATING (4): the scene is being made. PENDING (0) is one added and not started;
  // PAUSED, SLEEPING and SHUTDOWN (6 to 8) draw nothing new.
  if (status >= 1 && status < 5) return true;
  if (status !== 5) return false;
  if (scene.load.isLoading()) return true;
  if (scene.tweens.getTweens().length > 0) return true;
  if (clockHasEvents(scene.time)) return true;
  if (scene.cameras.cameras.some(cameraEffectRunning)) return true;
  return scene.children.list.some(gameObjectMoves);
}

function clockHasEvents(clock: Phaser.Time.Clock): boolean {
  // The clock's queues are not in its typings; a delayed call waiting is a change still to come.
  const queues = clock as unknown as { _active?: unknown[]; _pendingInsertion?: unknown[] };
  return (queues._active?.length ?? 0) > 0 || (queues._pendingInsertion?.length ?? 0) > 0;
}

function cameraEffectRunning(camera: Phaser.Cameras.Scene2D.Camera): boolean {
  return camera.shakeEffect.isRunning || camera.panEffect.isRunning || camera.zoomEffect.isRunning || camera.fadeEffect.isRunning || camera.flashEffect.isRunning;
}

function gameObjectMoves(object: Phaser.GameObjects.GameObject): boolean {
  const sprite = object as Partial<Phaser.GameObjects.Sprite>;
  if (sprite.anims?.isPlaying) return true;
  const emitter = object as Partial<Phaser.GameObjects.Particles.ParticleEmitter>;
  if (typeof emitter.getAliveParticleCount === 'function' && (emitter.emitting || emitter.getAliveParticleCount() > 0)) return true;
  const container = object as Partial<Phaser.GameObjects.Container>;
  return Array.isArray(container.list) && container.list.some(gameObjectMoves);
}
