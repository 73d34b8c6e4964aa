import * as Phaser from 'phaser';
import { CameraRig } from './camera/camera-rig.ts';
import { PointerControls } from './camera/pointer-controls.ts';
import type { PlayBus } from './play-bus.ts';
import { PLAY_SCENE_KEY } from './scene-constants.ts';
import type { SceneSetup } from './scene-types.ts';
import { Effects } from './view/effects.ts';
import { EventActor } from './view/event-actor.ts';
import { LevelStage } from './view/level-stage.ts';
import { PathPreview } from './view/path-preview.ts';
import { SceneAssets } from './view/scene-assets.ts';
import { sceneSounds, type SceneSounds } from './view/scene-sounds.ts';
import { SpeechBubble } from './view/speech-bubble.ts';

/** What one level of the play screen is made of; made anew by every `create`. */
interface PlayParts {
  readonly stage: LevelStage;
  readonly camera: CameraRig;
  readonly effects: Effects;
  readonly speech: SpeechBubble;
  readonly path: PathPreview;
  readonly actor: EventActor;
}

/**
 * The play screen's scene: draws a level (`view/level-stage.ts`), acts out the events React hands
 * it over the bus (`view/event-actor.ts`) and lets the child move the view (`camera/`). It knows
 * no rule: where things are and what state they are in always come from the engine. The same
 * scene object plays every level of a visit: `init` and `create` start each level afresh.
 */
export class PlayScene extends Phaser.Scene {
  private bus!: PlayBus;
  private setup!: SceneSetup;
  private assets!: SceneAssets;
  private sounds!: SceneSounds;
  private parts: PlayParts | null = null;
  private paused = false;
  private running = false;

  constructor() {
    super(PLAY_SCENE_KEY);
  }

  init(data: { bus: PlayBus; setup: SceneSetup }): void {
    this.bus = data.bus;
    this.setup = data.setup;
    this.assets = new SceneAssets(this, data.bus, data.setup);
    this.sounds = sceneSounds;
    this.parts = null;
    this.paused = false;
    this.running = false;
  }

  preload(): void {
    this.assets.preload();
  }

  create(): void {
    const { setup } = this;
    const stage = new LevelStage(this, setup, this.assets.sheetKey);
    const effects = new Effects(this, setup.goalActions);
    effects.createAnimations();
    stage.draw();
    const camera = new CameraRig(this, () => stage.map.size);
    camera.setup(setup.zoom, stage.character.position);
    // The map fills its panel at whatever size the panel takes later (hidden at load, turned, resized).
    const refit = () => camera.refit(setup.zoom);
    this.scale.on('resize', refit);
    this.events.once('shutdown', () => this.scale.off('resize', refit));
    const speech = new SpeechBubble(this);
    camera.onZoom((zoom) => speech.rescale(zoom));
    new PointerControls(this, camera, {
      mapSize: () => stage.map.size,
      onTileClick: (tile) => this.bus.fromScene.emit('tile-clicked', tile),
      clicksAllowed: () => !this.running && !this.paused,
      keysAllowed: () => !this.paused,
    });
    const path = new PathPreview(this);
    const actor = new EventActor({ scene: this, stage, camera, effects, speech, sounds: this.sounds });
    this.parts = { stage, camera, effects, speech, path, actor };
    this.listen(this.parts);
    this.assets.retryFailed((tilesets) => {
      effects.createAnimations();
      stage.assetsArrived(tilesets);
    });
    performance.mark('play:scene-ready');
    this.bus.fromScene.emit('scene-ready', undefined);
    this.sounds.load();
  }

  override update(): void {
    if (!this.parts) return;
    const { camera, speech, stage } = this.parts;
    const feet = stage.character.position;
    camera.update(feet);
    speech.follow(feet);
  }

  private listen(parts: PlayParts): void {
    const on = this.bus.toScene;
    const offs = [
      on.on('animate', ({ event, tileMs, done }) => parts.actor.animate(event, tileMs).then(done, done)),
      on.on('reset-scene', () => this.resetScene(parts)),
      on.on('preview-path', ({ dots }) => parts.path.show(dots)),
      on.on('zoom-step', (direction) => parts.camera.step(direction)),
      on.on('follow', () => parts.camera.follow()),
      on.on('pan', ({ dx, dy, tiles }) => parts.camera.pan(dx, dy, tiles)),
      on.on('set-muted', (muted) => this.sounds.setMuted(muted)),
      on.on('set-reduced-motion', (reduced) => {
        parts.camera.reducedMotion = reduced;
        parts.effects.reducedMotion = reduced;
      }),
      on.on('set-paused', (paused) => {
        this.paused = paused;
        parts.speech.setHidden(paused);
      }),
      on.on('set-running', (running) => {
        this.running = running;
        if (running) parts.path.clear();
      }),
    ];
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      for (const off of offs) off();
    });
  }

  /** Player back to start facing up, every item as the level begins (gameplay §4). */
  private resetScene(parts: PlayParts): void {
    this.tweens.killAll();
    parts.speech.clear();
    parts.path.clear();
    parts.stage.reset();
    parts.camera.follow();
  }
}
