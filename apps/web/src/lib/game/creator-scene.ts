import * as Phaser from 'phaser';
import { CameraRig } from './camera/camera-rig.ts';
import { tileAtWorld } from './camera/gesture-math.ts';
import { PointerControls } from './camera/pointer-controls.ts';
import type { PlayBus } from './play-bus.ts';
import { CREATOR_SCENE_KEY, TILE } from './scene-constants.ts';
import type { SceneSetup } from './scene-types.ts';
import { CreatorCursorView } from './view/creator-cursor.ts';
import { Effects } from './view/effects.ts';
import { LevelStage } from './view/level-stage.ts';
import { SceneAssets } from './view/scene-assets.ts';

/**
 * The level creator's scene: the same level stage and camera as the play scene (map, items,
 * character; drag, pinch, wheel), without the acting, plus what an editor needs: the content drawn
 * again after every change, and a pointer overlay (`view/creator-cursor.ts`).
 */
export class CreatorScene extends Phaser.Scene {
  private bus!: PlayBus;
  private setup!: SceneSetup;
  private assets!: SceneAssets;
  private parts: { readonly stage: LevelStage; readonly camera: CameraRig } | null = null;

  constructor() {
    super(CREATOR_SCENE_KEY);
  }

  init(data: { bus: PlayBus; setup: SceneSetup }): void {
    this.bus = data.bus;
    this.setup = data.setup;
    this.assets = new SceneAssets(this, data.bus, data.setup);
    this.parts = null;
  }

  preload(): void {
    this.assets.preload();
  }

  create(): void {
    const stage = new LevelStage(this, this.setup, this.assets.sheetKey);
    const effects = new Effects(this, this.setup.goalActions);
    effects.createAnimations();
    stage.draw();
    const camera = new CameraRig(this, () => stage.map.size);
    camera.setup(this.setup.zoom, stage.character.position);
    new PointerControls(this, camera, {
      mapSize: () => stage.map.size,
      onTileClick: (tile) => this.bus.fromScene.emit('tile-clicked', tile),
      clicksAllowed: () => true,
      keysAllowed: () => true,
    });
    this.parts = { stage, camera };
    this.assets.retryFailed((tilesets) => {
      effects.createAnimations();
      stage.assetsArrived(tilesets);
    });
    this.bus.fromScene.emit('scene-ready', undefined);
    // An editor looks at the whole map, not at the character.
    camera.showWholeMap();
    const cursor = new CreatorCursorView(this);
    const on = this.bus.toScene;
    const offs = [on.on('set-content', (setup) => stage.replaceContent(setup)), on.on('cursor', (value) => cursor.draw(value))];
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      for (const off of offs) off();
    });
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (pointer: Phaser.Input.Pointer) => this.hover(pointer, stage));
    this.input.on(Phaser.Input.Events.GAME_OUT, () => this.bus.fromScene.emit('pointer-tile', null));
    this.exposeTileToClient(camera);
    performance.mark('creator:scene-ready');
  }

  override update(): void {
    if (!this.parts) return;
    this.parts.camera.update(this.parts.stage.character.position);
  }

  /** Tells React which cell the pointer is over, and where in it (for the target setting). */
  private hover(pointer: Phaser.Input.Pointer, stage: LevelStage): void {
    const world = this.cameras.main.getWorldPoint(pointer.x, pointer.y);
    const tile = tileAtWorld(world, stage.map.size);
    if (!tile) {
      this.bus.fromScene.emit('pointer-tile', null);
      return;
    }
    this.bus.fromScene.emit('pointer-tile', { tile, fx: world.x / TILE - tile[0], fy: world.y / TILE - tile[1] });
  }

  /** Where a tile's centre is on the page: for end-to-end tests, which click cells by number. */
  private exposeTileToClient(rig: CameraRig): void {
    Object.assign(this.game.canvas, {
      tileToClient: (x: number, y: number) => {
        const camera = rig.camera;
        const rect = this.game.canvas.getBoundingClientRect();
        const worldX = x * TILE + TILE / 2;
        const worldY = y * TILE + TILE / 2;
        return {
          x: rect.left + camera.x + camera.width / 2 + (worldX - camera.scrollX - camera.width / 2) * camera.zoom,
          y: rect.top + camera.y + camera.height / 2 + (worldY - camera.scrollY - camera.height / 2) * camera.zoom,
        };
      },
    });
  }
}
