import * as Phaser from 'phaser';
import { PLAY_SCENE_KEY, SIZES, TILE, TIMING, PATH_PREVIEW_DOTS } from './scene-constants.ts';
import { speechBubbleMs } from './scene-constants.ts';
import { eventDuration, type PlayEvent } from './play-event.ts';
import {
  CHARACTER_SHEET,
  characterFrame,
  characterSheet,
  EFFECTS_ATLAS,
  facingName,
  itemFrame,
  ITEMS_ATLAS,
  EFFECT_ANIMATIONS,
  SOUNDS,
  soundUrl,
  soundVolume,
  type Facing,
  type SoundName,
} from './art.ts';
import { remainingOnPile } from './pile-badges.ts';
import { baseZoom, clampScroll, clampZoom, easeToward, steppedZoom, wheelZoom } from './camera-math.ts';
import { depthAt, itemDepthOffset, LAYER_DEPTHS } from './depth.ts';
import { drawnLayers, embedTilesets, tilesetFileSchema, tilesetImageUrl, tilesetKey, tilesetUrl, type EmbeddedTileset } from './map-builder.ts';
import type { PlayBus, Tile } from './play-bus.ts';
import type { SceneItem, SceneSetup } from './scene-types.ts';


interface ItemView {
  item: SceneItem;
  readonly sprite: Phaser.GameObjects.Image;
  tile: Tile;
}

type Position = readonly [number, number];

function isTile(value: unknown): value is Position {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'number';
}

/** Tile coordinates to the world point at a tile's bottom centre (where feet stand). */
export function feet(tile: Position): { x: number; y: number } {
  return { x: tile[0] * TILE + TILE / 2, y: tile[1] * TILE + TILE };
}

export function centre(tile: Position): { x: number; y: number } {
  return { x: tile[0] * TILE + TILE / 2, y: tile[1] * TILE + TILE / 2 };
}

/**
 * The one scene of the game view: draws a level and acts out the events React hands it. It
 * knows no rule: where things are and what state they are in always come from the engine.
 */
export class PlayScene extends Phaser.Scene {
  protected bus!: PlayBus;
  protected setup!: SceneSetup;
  protected readonly unsubscribe: (() => void)[] = [];
  protected character!: Phaser.GameObjects.Sprite;
  protected characterTile: Position = [0, 0];
  protected facing: Facing = 'up';
  protected items = new Map<number, ItemView>();
  protected marks: Phaser.GameObjects.Image[] = [];
  protected piles: { tile: Tile; left: number; badge: Phaser.GameObjects.Text }[] = [];
  protected dots: Phaser.GameObjects.Arc[] = [];
  protected bubble: Phaser.GameObjects.Container | null = null;
  protected bubbleTimer: Phaser.Time.TimerEvent | null = null;
  protected following = true;
  protected base = 4;
  protected paused = false;
  protected running = false;
  protected mapSize = { width: 256, height: 256 };
  protected drag: { x: number; y: number; scrollX: number; scrollY: number; moved: boolean } | null = null;
  protected pinch: { distance: number; zoom: number; midX: number; midY: number; scrollX: number; scrollY: number } | null = null;
  protected failed = new Set<string>();
  protected retried = new Set<string>();
  protected tilemap: Phaser.Tilemaps.Tilemap | null = null;
  protected sheetKey = '';

  constructor(key: string = PLAY_SCENE_KEY) {
    super(key);
  }

  init(data: { bus: PlayBus; setup: SceneSetup }): void {
    this.bus = data.bus;
    this.setup = data.setup;
    this.items = new Map();
    this.marks = [];
    this.dots = [];
    this.bubble = null;
    this.following = true;
    // The same scene object plays every level of the visit: nothing of the last level's stays.
    this.paused = false;
    this.running = false;
    this.drag = null;
    this.pinch = null;
    this.tilemap = null;
    this.failed = new Set();
    this.retried = new Set();
    this.sheetKey = `character:${data.setup.character}`;
  }

  preload(): void {
    const { load } = this;
    load.on(Phaser.Loader.Events.PROGRESS, (value: number) => this.bus.fromScene.emit('assets-progress', value));
    load.on(Phaser.Loader.Events.FILE_LOAD_ERROR, (file: Phaser.Loader.File) => {
      this.failed.add(file.key);
      this.bus.fromScene.emit('asset-failed', file.key);
      const url = String(file.url);
      if (this.retried.has(file.key)) console.warn(`Could not load ${url} again; it stays missing on this level.`);
      else console.warn(`Could not load ${url}; retrying in ${TIMING.assetRetryMs / 1000} s.`);
    });
    // A tileset's image is named inside its JSON, so it joins the queue once the JSON is in.
    load.on(Phaser.Loader.Events.FILE_COMPLETE, (key: string, type: string, data: unknown) => {
      if (type === 'json' && key.startsWith('tileset:')) this.loadTilesetImage(key, data);
    });
    for (const tileset of this.setup.map.tilesets) {
      const key = tilesetKey(tileset.source);
      load.json(key, tilesetUrl(tileset.source));
      // A JSON an earlier level brought is not fetched again: ask for its image here (a no-op when in).
      if (this.cache.json.exists(key)) this.loadTilesetImage(key, this.cache.json.get(key));
    }
    load.atlas(ITEMS_ATLAS.key, ITEMS_ATLAS.image, ITEMS_ATLAS.frames);
    load.atlas(EFFECTS_ATLAS.key, EFFECTS_ATLAS.image, EFFECTS_ATLAS.frames);
    const sheet = characterSheet(this.setup.character);
    load.atlas(this.sheetKey, sheet.image, sheet.frames);
  }

  /**
   * The sounds load once the map is drawn: decoding them held the first map back by a few
   * hundred milliseconds, and `play` stays silent for a sound not in yet.
   */
  protected loadSounds(): void {
    const missing = (Object.keys(SOUNDS) as SoundName[]).filter((name) => !this.cache.audio.exists(`sound:${name}`));
    if (missing.length === 0) return;
    // The map's progress bar is gone: these files do not move it.
    this.load.removeAllListeners(Phaser.Loader.Events.PROGRESS);
    for (const name of missing) this.load.audio(`sound:${name}`, soundUrl(name));
    this.load.start();
  }

  create(): void {
    this.drawMap();
    this.createCharacter();
    this.drawItems();
    this.setupCamera();
    this.setupInput();
    this.listen();
    this.scheduleRetry();
    performance.mark('play:scene-ready');
    this.bus.fromScene.emit('scene-ready', undefined);
    this.loadSounds();
  }

  /** Queues a tileset's image, which its JSON names. */
  protected loadTilesetImage(key: string, json: unknown): void {
    const parsed = tilesetFileSchema.safeParse(json);
    if (!parsed.success) {
      console.warn(`Tileset ${key} is not a Tiled tileset; its tiles stay empty.`);
      return;
    }
    this.load.image(`${key}:image`, tilesetImageUrl(key.slice('tileset:'.length), parsed.data.image));
  }

  /**
   * Failed files are asked for again after 5 s, each once; what arrives is drawn then. A tileset
   * whose JSON comes in late asks for its image only then, so that image gets its own retry.
   */
  protected scheduleRetry(): void {
    const keys = [...this.failed].filter((key) => !this.retried.has(key));
    this.failed.clear();
    if (keys.length === 0) return;
    this.time.delayedCall(TIMING.assetRetryMs, () => {
      for (const key of keys) {
        this.retried.add(key);
        this.loadAgain(key);
      }
      this.load.once(Phaser.Loader.Events.COMPLETE, () => {
        if (keys.some((key) => key.startsWith('tileset:'))) this.drawMapLayers();
        this.createAnimations();
        this.character.setTexture(this.textures.exists(this.sheetKey) ? this.sheetKey : '__DEFAULT');
        this.showFacing();
        for (const view of this.items.values()) this.applyFrame(view, view.item.status);
        for (const mark of this.marks) this.applyMarkFrame(mark);
        this.scheduleRetry();
      });
      this.load.start();
    });
  }

  protected loadAgain(key: string): void {
    if (key === this.sheetKey) {
      const sheet = characterSheet(this.setup.character);
      this.load.atlas(this.sheetKey, sheet.image, sheet.frames);
    } else if (key === ITEMS_ATLAS.key) {
      this.load.atlas(ITEMS_ATLAS.key, ITEMS_ATLAS.image, ITEMS_ATLAS.frames);
    } else if (key === EFFECTS_ATLAS.key) {
      this.load.atlas(EFFECTS_ATLAS.key, EFFECTS_ATLAS.image, EFFECTS_ATLAS.frames);
    } else if (key.startsWith('tileset:') && key.endsWith(':image')) {
      const jsonKey = key.slice(0, -':image'.length);
      this.loadTilesetImage(jsonKey, this.cache.json.get(jsonKey));
    } else if (key.startsWith('tileset:')) {
      this.load.json(key, tilesetUrl(key.slice('tileset:'.length)));
    }
  }

  // ---------------------------------------------------------------- drawing

  protected drawMap(): void {
    this.drawMapLayers();
    // A soft frame around the map so its edge reads as the end of the world, not a glitch.
    const border = this.add.rectangle(this.mapSize.width / 2, this.mapSize.height / 2, this.mapSize.width + 2, this.mapSize.height + 2);
    border.setStrokeStyle(1, 0x0c1410, 0.8).setDepth(-1);
  }

  /** The Tiled layers, drawn again when a late tileset arrives; a missing tileset's tiles stay empty. */
  protected drawMapLayers(): void {
    this.tilemap?.destroy();
    const { map } = this.setup;
    const tilesets: EmbeddedTileset[] = [];
    for (const ref of map.tilesets) {
      const key = tilesetKey(ref.source);
      const parsed = tilesetFileSchema.safeParse(this.cache.json.get(key));
      if (!parsed.success || !this.textures.exists(`${key}:image`)) continue;
      tilesets.push({ key, name: key, firstgid: ref.firstgid, file: parsed.data });
    }
    const data = embedTilesets(map, tilesets);
    const cacheKey = `map:${this.sys.settings.key}:${Date.now()}`;
    this.cache.tilemap.add(cacheKey, { format: Phaser.Tilemaps.Formats.TILED_JSON, data });
    const tilemap = this.make.tilemap({ key: cacheKey });
    // The tilemap holds its own parsed copy; the cache entry was only the road in.
    this.cache.tilemap.remove(cacheKey);
    this.tilemap = tilemap;
    const images = tilesets
      .map((tileset) => tilemap.addTilesetImage(tileset.name, `${tileset.key}:image`))
      .filter((tileset): tileset is Phaser.Tilemaps.Tileset => tileset !== null);
    for (const name of drawnLayers(map)) {
      const layer = tilemap.createLayer(name, images, 0, 0);
      layer?.setDepth(LAYER_DEPTHS[name] ?? 1);
    }
    this.mapSize = { width: tilemap.widthInPixels, height: tilemap.heightInPixels };
  }

  protected createAnimations(): void {
    if (this.textures.exists(this.sheetKey)) {
      for (const direction of CHARACTER_SHEET.directions) {
        const key = `${this.sheetKey}:walk-${direction}`;
        if (this.anims.exists(key)) continue;
        this.anims.create({
          key,
          frames: CHARACTER_SHEET.poses.filter((pose) => pose.startsWith('walk')).map((pose) => ({ key: this.sheetKey, frame: characterFrame(direction, pose) })),
          frameRate: CHARACTER_SHEET.walkFps,
          repeat: -1,
        });
      }
    }
    if (this.textures.exists(EFFECTS_ATLAS.key)) {
      const atlas = this.textures.get(EFFECTS_ATLAS.key);
      for (const [name, effect] of Object.entries(EFFECT_ANIMATIONS)) {
        const key = `fx:${name}`;
        if (this.anims.exists(key) || !effect.frames.every((frame) => atlas.has(frame))) continue;
        this.anims.create({ key, frames: effect.frames.map((frame) => ({ key: EFFECTS_ATLAS.key, frame })), frameRate: effect.fps, repeat: 0 });
      }
    }
  }

  protected createCharacter(): void {
    this.createAnimations();
    const at = feet(this.setup.start);
    const texture = this.textures.exists(this.sheetKey) ? this.sheetKey : '__DEFAULT';
    this.character = this.add.sprite(at.x, at.y, texture).setOrigin(0.5, 1);
    if (texture === '__DEFAULT') this.character.setVisible(false);
    this.characterTile = this.setup.start;
    this.facing = facingName(this.setup.facing);
    this.showFacing();
    this.updateCharacterDepth();
  }

  protected showFacing(): void {
    if (!this.textures.exists(this.sheetKey)) return;
    this.character.setVisible(true);
    this.character.anims.stop();
    this.character.setFrame(characterFrame(this.facing, 'idle'));
  }

  protected updateCharacterDepth(): void {
    this.character.setDepth(depthAt(9, this.characterTile[1]));
  }

  protected drawItems(): void {
    for (const item of this.setup.items) {
      const at = centre(item.position);
      const sprite = this.add.image(at.x, at.y, ITEMS_ATLAS.key).setDepth(depthAt(itemDepthOffset(item.type), item.position[1]));
      const view: ItemView = { item, sprite, tile: item.position };
      this.applyFrame(view, item.status);
      this.items.set(item.id, view);
    }
    this.drawPileBadges();
    const itemTiles = new Set(this.setup.items.filter((item) => item.type.startsWith('xmark')).map((item) => item.position.join(',')));
    for (const tile of this.setup.marks) {
      if (itemTiles.has(tile.join(','))) continue;
      const at = centre(tile);
      const mark = this.add.image(at.x, at.y, ITEMS_ATLAS.key).setDepth(LAYER_DEPTHS.middle_layer ?? 3).setAlpha(0.9);
      this.applyMarkFrame(mark);
      this.marks.push(mark);
    }
  }

  /** "×3" just above a heap gathered at once, counting down as the learner takes. */
  protected drawPileBadges(): void {
    const resolution = Math.max(1, Math.ceil(baseZoom(undefined) * 2 * window.devicePixelRatio));
    this.piles = this.setup.piles.map((pile) => {
      const badge = this.add
        .text((pile.position[0] + 0.5) * TILE, pile.position[1] * TILE + 2, `×${pile.amount}`, {
          fontFamily: '"Nunito Variable", system-ui, sans-serif',
          fontSize: '7px',
          fontStyle: 'bold',
          color: '#ffffff',
          backgroundColor: '#166534',
          padding: { x: 1.5, y: 0 },
        })
        .setOrigin(0.5, 1)
        .setResolution(resolution)
        .setDepth(150);
      return { tile: [pile.position[0], pile.position[1]] as Tile, left: pile.amount, badge };
    });
  }

  /** Takes from the pile at `at`; answers how many are left there (undefined: no pile there). */
  protected takeFromPile(at: unknown, amount: unknown): number | undefined {
    if (!isTile(at) || typeof amount !== 'number') return undefined;
    const pile = this.piles.find((entry) => entry.tile[0] === at[0] && entry.tile[1] === at[1]);
    if (!pile) return undefined;
    pile.left = remainingOnPile(pile.left, amount);
    pile.badge.setText(`×${pile.left}`).setVisible(pile.left > 0);
    return pile.left;
  }

  protected resetPiles(): void {
    for (const [index, pile] of this.piles.entries()) {
      pile.left = this.setup.piles[index]?.amount ?? 0;
      pile.badge.setText(`×${pile.left}`).setVisible(pile.left > 0);
    }
  }

  protected applyMarkFrame(mark: Phaser.GameObjects.Image): void {
    const atlas = this.textures.exists(ITEMS_ATLAS.key) ? this.textures.get(ITEMS_ATLAS.key) : null;
    if (atlas?.has('xmark')) mark.setTexture(ITEMS_ATLAS.key, 'xmark').setVisible(true);
    else mark.setVisible(false);
  }

  /** Shows the frame for a state; a missing frame hides the item rather than drawing a placeholder. */
  protected applyFrame(view: ItemView, status: string): void {
    view.item = { ...view.item, status };
    const frame = itemFrame(view.item.type, status);
    const atlas = this.textures.exists(ITEMS_ATLAS.key) ? this.textures.get(ITEMS_ATLAS.key) : null;
    if (frame === null || !atlas?.has(frame)) {
      view.sprite.setVisible(false);
      return;
    }
    view.sprite.setTexture(ITEMS_ATLAS.key, frame).setVisible(true);
    // Big things (2x2 houses) stand on their tile: anchor them by the top-left tile's centre.
    const texture = view.sprite.frame;
    view.sprite.setOrigin(TILE / 2 / texture.width, TILE / 2 / texture.height);
    view.sprite.setAlpha(1);
  }

  // ---------------------------------------------------------------- camera and input

  protected setupCamera(): void {
    const camera = this.cameras.main;
    this.base = baseZoom(this.setup.zoom, {
      viewWidth: camera.width,
      viewHeight: camera.height,
      mapWidth: this.mapSize.width,
      mapHeight: this.mapSize.height,
    });
    camera.setBackgroundColor('#0c1410');
    camera.setZoom(this.base);
    camera.setRoundPixels(false);
    camera.centerOn(this.character.x, this.character.y - TILE / 2);
    this.clampBounds();
  }

  /** Pan stays on the map; a map smaller than the view sits in its middle. */
  protected clampBounds(): void {
    const camera = this.cameras.main;
    camera.setScroll(
      clampScroll(camera.scrollX, camera.width, camera.zoom, this.mapSize.width),
      clampScroll(camera.scrollY, camera.height, camera.zoom, this.mapSize.height),
    );
  }

  protected setZoom(zoom: number): void {
    this.cameras.main.setZoom(clampZoom(zoom, this.base));
    this.bubble?.setScale(1 / this.cameras.main.zoom);
  }

  protected setupInput(): void {
    const input = this.input;
    input.mouse?.disableContextMenu();
    // A second finger for pinch; the input manager is the game's, so it is added once per visit.
    if (input.manager.pointersTotal < 2) input.addPointer(1);
    input.on(Phaser.Input.Events.POINTER_DOWN, (pointer: Phaser.Input.Pointer) => this.onPointerDown(pointer));
    input.on(Phaser.Input.Events.POINTER_MOVE, (pointer: Phaser.Input.Pointer) => this.onPointerMove(pointer));
    input.on(Phaser.Input.Events.POINTER_UP, (pointer: Phaser.Input.Pointer) => this.onPointerUp(pointer));
    input.on(Phaser.Input.Events.POINTER_WHEEL, (_pointer: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number) => {
      this.following = false;
      this.setZoom(wheelZoom(this.cameras.main.zoom, dy, this.base));
    });
    // While the child types, Page Up / Page Down page through the code, not the map.
    const typing = () => document.activeElement?.closest('.cm-editor, input, textarea') != null;
    input.keyboard?.on('keydown-PAGE_UP', (event: KeyboardEvent) => {
      if (this.paused || typing()) return;
      event.preventDefault();
      this.setZoom(steppedZoom(this.cameras.main.zoom, this.base, 1));
    });
    input.keyboard?.on('keydown-PAGE_DOWN', (event: KeyboardEvent) => {
      if (this.paused || typing()) return;
      event.preventDefault();
      this.setZoom(steppedZoom(this.cameras.main.zoom, this.base, -1));
    });
  }

  protected touches(): Phaser.Input.Pointer[] {
    return [this.input.pointer1, this.input.pointer2].filter((pointer) => pointer.isDown);
  }

  protected onPointerDown(pointer: Phaser.Input.Pointer): void {
    if (pointer.rightButtonDown()) return;
    const camera = this.cameras.main;
    const touches = this.touches();
    if (touches.length >= 2) {
      const [a, b] = touches as [Phaser.Input.Pointer, Phaser.Input.Pointer];
      this.drag = null;
      this.pinch = {
        distance: Phaser.Math.Distance.Between(a.x, a.y, b.x, b.y),
        zoom: camera.zoom,
        midX: (a.x + b.x) / 2,
        midY: (a.y + b.y) / 2,
        scrollX: camera.scrollX,
        scrollY: camera.scrollY,
      };
      return;
    }
    this.drag = { x: pointer.x, y: pointer.y, scrollX: camera.scrollX, scrollY: camera.scrollY, moved: false };
  }

  protected onPointerMove(pointer: Phaser.Input.Pointer): void {
    const camera = this.cameras.main;
    if (this.pinch) {
      const touches = this.touches();
      if (touches.length < 2) return;
      const [a, b] = touches as [Phaser.Input.Pointer, Phaser.Input.Pointer];
      const distance = Phaser.Math.Distance.Between(a.x, a.y, b.x, b.y);
      this.following = false;
      this.setZoom((this.pinch.zoom * distance) / Math.max(1, this.pinch.distance));
      const midX = (a.x + b.x) / 2;
      const midY = (a.y + b.y) / 2;
      camera.setScroll(this.pinch.scrollX - (midX - this.pinch.midX) / camera.zoom, this.pinch.scrollY - (midY - this.pinch.midY) / camera.zoom);
      return;
    }
    if (!this.drag || !pointer.isDown) return;
    const dx = pointer.x - this.drag.x;
    const dy = pointer.y - this.drag.y;
    // One-finger touch drags are left to the page scroll on phones: the spec pans with two fingers.
    if (pointer.wasTouch) return;
    if (!this.drag.moved && Math.hypot(dx, dy) < 6) return;
    this.drag.moved = true;
    this.following = false;
    camera.setScroll(this.drag.scrollX - dx / camera.zoom, this.drag.scrollY - dy / camera.zoom);
  }

  protected onPointerUp(pointer: Phaser.Input.Pointer): void {
    if (this.pinch) {
      if (this.touches().length < 2) this.pinch = null;
      this.drag = null;
      return;
    }
    const drag = this.drag;
    this.drag = null;
    if (!drag || drag.moved || pointer.button !== 0 || this.running || this.paused) return;
    const world = this.cameras.main.getWorldPoint(pointer.x, pointer.y);
    const tile: Tile = [Math.floor(world.x / TILE), Math.floor(world.y / TILE)];
    if (tile[0] < 0 || tile[1] < 0 || tile[0] * TILE >= this.mapSize.width || tile[1] * TILE >= this.mapSize.height) return;
    this.bus.fromScene.emit('tile-clicked', tile);
  }

  override update(): void {
    const camera = this.cameras.main;
    if (this.following) {
      // Phaser zooms around the camera's centre, so centring on a point is scroll = point - size / 2.
      const targetX = this.character.x - camera.width / 2;
      const targetY = this.character.y - TILE / 2 - camera.height / 2;
      camera.setScroll(easeToward(camera.scrollX, targetX), easeToward(camera.scrollY, targetY));
    }
    this.clampBounds();
    if (this.bubble) {
      this.bubble.setPosition(this.character.x, this.character.y - CHARACTER_SHEET.frameHeight - 2);
    }
  }

  // ---------------------------------------------------------------- bus

  protected listen(): void {
    const on = this.bus.toScene;
    this.unsubscribe.push(
      on.on('animate', ({ event, tileMs, done }) => this.animate(event, tileMs).then(done, done)),
      on.on('reset-scene', () => this.resetScene()),
      on.on('preview-path', ({ dots }) => this.previewPath(dots)),
      on.on('zoom-step', (direction) => this.setZoom(steppedZoom(this.cameras.main.zoom, this.base, direction))),
      on.on('follow', () => {
        this.following = true;
      }),
      on.on('set-muted', (muted) => {
        this.sound.mute = muted;
      }),
      on.on('set-paused', (paused) => {
        this.paused = paused;
        this.bubble?.setVisible(!paused);
      }),
      on.on('set-running', (running) => {
        this.running = running;
        if (running) this.previewPath([]);
      }),
    );
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      for (const off of this.unsubscribe.splice(0)) off();
    });
  }

  /** Player back to start facing up, every item as the level begins (gameplay §4). */
  protected resetScene(): void {
    this.tweens.killAll();
    this.clearBubble();
    this.previewPath([]);
    this.characterTile = this.setup.start;
    const at = feet(this.setup.start);
    this.character.setPosition(at.x, at.y).clearTint().setAngle(0);
    this.facing = facingName(this.setup.facing);
    this.showFacing();
    this.updateCharacterDepth();
    for (const item of this.setup.items) {
      const view = this.items.get(item.id);
      if (!view) continue;
      view.tile = item.position;
      const c = centre(item.position);
      view.sprite.setPosition(c.x, c.y).setScale(1).setAngle(0);
      view.sprite.setDepth(depthAt(itemDepthOffset(item.type), item.position[1]));
      this.applyFrame(view, item.status);
    }
    this.resetPiles();
    this.following = true;
  }

  protected previewPath(dots: readonly Tile[]): void {
    for (const dot of this.dots.splice(0)) dot.destroy();
    dots.slice(0, PATH_PREVIEW_DOTS).forEach((tile, index) => {
      const at = centre(tile);
      const dot = this.add.circle(at.x, at.y, 2, 0xfde68a, 0.95).setStrokeStyle(0.75, 0x78350f).setDepth(LAYER_DEPTHS.middle_layer ?? 3);
      dot.setScale(0);
      this.tweens.add({ targets: dot, scale: 1, duration: 120, delay: index * 18, ease: 'Back.Out' });
      this.dots.push(dot);
    });
  }

  protected play(name: SoundName): void {
    const key = `sound:${name}`;
    if (!this.cache.audio.exists(key)) return;
    try {
      this.sound.play(key, { volume: soundVolume(name) });
    } catch {
      // A browser that has not had a click yet refuses audio; the game goes on silently.
    }
  }

  protected wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => this.time.delayedCall(ms, () => resolve()));
  }

  protected tween(config: Phaser.Types.Tweens.TweenBuilderConfig): Promise<void> {
    return new Promise((resolve) => {
      this.tweens.add({ ...config, onComplete: () => resolve(), onStop: () => resolve() });
    });
  }

  // ---------------------------------------------------------------- acting out events

  protected async animate(event: PlayEvent, tileMs: number): Promise<void> {
    const duration = eventDuration(event, tileMs);
    switch (event.type) {
      case 'moved':
        return this.walk(event, duration);
      case 'turned':
        if (isTile(event.facing)) this.facing = facingName(event.facing);
        this.showFacing();
        return this.wait(duration);
      case 'bumped':
        return this.bump(event, duration);
      case 'pushed':
        return this.pushItem(event, duration);
      case 'collected':
        this.play('collect');
        {
          // A heap with some left stays where it is; the last of it flies to the character.
          const left = this.takeFromPile(event.at, event.amount) ?? 0;
          if (typeof event.item === 'number' && left === 0) return this.collectItem(event.item, duration);
        }
        return this.wait(duration);
      case 'item-changed':
        if (typeof event.item === 'number' && typeof event.status === 'string') {
          const view = this.items.get(event.item);
          if (view && event.status !== 'collected') {
            this.applyFrame(view, event.status);
            this.popIn(view.sprite, tileMs);
          } else if (view) {
            view.item = { ...view.item, status: 'collected' };
            if (view.sprite.visible) void this.tween({ targets: view.sprite, alpha: 0, duration: tileMs }).then(() => view.sprite.setVisible(false));
          }
        }
        return Promise.resolve();
      case 'built':
        this.play('build');
        this.sparkle(event.at, tileMs);
        return this.wait(duration);
      case 'opened':
      case 'closed':
        this.play('open');
        return this.wait(duration);
      case 'watered':
        this.play('pour');
        this.sparkle(event.at, tileMs, 0x60a5fa);
        return this.wait(duration);
      case 'placed':
      case 'planted':
      case 'combined':
        this.play('collect');
        this.sparkle(event.at, tileMs);
        return this.wait(duration);
      case 'spoke':
        if (typeof event.text === 'string') this.speak(event.text);
        return this.wait(duration);
      case 'goal-scored':
        this.goalEffect(event);
        return Promise.resolve();
      case 'refused':
        this.play('error');
        return Promise.resolve();
      case 'level-completed':
        this.play('complete');
        this.celebrate();
        return Promise.resolve();
      default:
        return Promise.resolve();
    }
  }

  protected async walk(event: PlayEvent, duration: number): Promise<void> {
    if (!isTile(event.to)) return;
    if (isTile(event.facing)) this.facing = facingName(event.facing);
    const target = feet(event.to);
    this.following = true;
    if (this.textures.exists(this.sheetKey)) this.character.anims.play(`${this.sheetKey}:walk-${this.facing}`, true);
    this.play('step');
    // Depth switches at the row with the larger y, so a character walking down passes in front.
    this.characterTile = event.to;
    if (target.y > this.character.y) this.updateCharacterDepth();
    await this.tween({ targets: this.character, x: target.x, y: target.y, duration, ease: 'Linear' });
    this.updateCharacterDepth();
    this.showFacing();
  }

  protected async bump(event: PlayEvent, duration: number): Promise<void> {
    this.play('bump');
    const [dx, dy] = facingVector(this.facing);
    const x = this.character.x;
    const y = this.character.y;
    this.character.setTint(0xff8a8a);
    this.cameras.main.shake(Math.min(200, duration), 0.004);
    await this.tween({ targets: this.character, x: x + dx * 4, y: y + dy * 4, duration: duration / 3, yoyo: true, ease: 'Quad.Out' });
    this.character.setPosition(x, y);
    await this.wait(duration / 3);
    this.character.clearTint();
    void event;
  }

  protected async pushItem(event: PlayEvent, duration: number): Promise<void> {
    if (typeof event.item !== 'number' || !isTile(event.to)) return this.wait(duration);
    const view = this.items.get(event.item);
    if (!view) return this.wait(duration);
    const target = centre(event.to);
    view.tile = event.to;
    await this.tween({ targets: view.sprite, x: target.x, y: target.y, duration, ease: 'Quad.InOut' });
    view.sprite.setDepth(depthAt(itemDepthOffset(view.item.type), event.to[1]));
  }

  protected async collectItem(id: number, duration: number): Promise<void> {
    const view = this.items.get(id);
    if (!view?.sprite.visible) return this.wait(duration);
    await this.tween({
      targets: view.sprite,
      x: this.character.x,
      y: this.character.y - TILE,
      scale: 0.4,
      alpha: 0,
      duration,
      ease: 'Back.In',
    });
    view.sprite.setVisible(false);
    view.item = { ...view.item, status: 'collected' };
  }

  protected popIn(target: Phaser.GameObjects.Image, tileMs: number): void {
    target.setScale(0.6);
    this.tweens.add({ targets: target, scale: 1, duration: Math.max(120, tileMs), ease: 'Back.Out' });
  }

  protected sparkle(at: unknown, tileMs: number, color = 0xfde68a): void {
    if (!isTile(at)) return;
    const c = centre(at);
    for (let i = 0; i < 8; i += 1) {
      const angle = (Math.PI * 2 * i) / 8;
      const star = this.add.circle(c.x, c.y, 1.2, color).setDepth(depthAt(10, at[1]));
      this.tweens.add({
        targets: star,
        x: c.x + Math.cos(angle) * 10,
        y: c.y + Math.sin(angle) * 10,
        alpha: 0,
        duration: Math.max(250, tileMs * 2),
        ease: 'Quad.Out',
        onComplete: () => star.destroy(),
      });
    }
  }

  /** Heart (36 px) for a goal reached, coin (32 px) for a collection: seen at every zoom. */
  protected goalEffect(event: PlayEvent): void {
        const goalIndex = typeof event.goal === 'number' ? event.goal : -1;
    const kind = this.setup.goalActions[goalIndex] === 'collect' ? 'coin' : 'heart';
    const size = kind === 'coin' ? SIZES.coin : SIZES.heart;
    const zoom = this.cameras.main.zoom;
    const x = this.character.x;
    const y = this.character.y - CHARACTER_SHEET.frameHeight;
    let fx: Phaser.GameObjects.Sprite | Phaser.GameObjects.Text;
    if (this.anims.exists(`fx:${kind}`)) {
      const sprite = this.add.sprite(x, y, EFFECTS_ATLAS.key, EFFECT_ANIMATIONS[kind].frames[0]);
      sprite.setDisplaySize(size / zoom, size / zoom);
      sprite.play({ key: `fx:${kind}`, repeat: 1 });
      fx = sprite;
    } else {
      fx = this.add.text(x, y, kind === 'coin' ? '🪙' : '❤️', { fontSize: `${size}px`, fontFamily: '"Noto Color Emoji", sans-serif' });
      fx.setOrigin(0.5).setScale(1 / zoom).setResolution(Math.max(1, zoom));
    }
    fx.setDepth(depthAt(10, 99));
    const startScale = fx.scaleX;
    fx.setScale(startScale * 0.3);
    this.tweens.add({ targets: fx, scaleX: startScale, scaleY: startScale, duration: 180, ease: 'Back.Out' });
    this.tweens.add({ targets: fx, y: y - 14, alpha: 0, delay: 350, duration: 650, ease: 'Quad.In', onComplete: () => fx.destroy() });
  }

  protected celebrate(): void {
    const colors = [0x4ade80, 0xfbbf24, 0x60a5fa, 0xf472b6, 0xffffff];
    const view = this.cameras.main.worldView;
    for (let i = 0; i < 60; i += 1) {
      const x = view.x + Math.random() * view.width;
      const piece = this.add.rectangle(x, view.y - 4, 2.4, 1.4, colors[i % colors.length]).setDepth(100);
      this.tweens.add({
        targets: piece,
        y: view.y + view.height + 8,
        x: x + (Math.random() - 0.5) * 30,
        angle: Math.random() * 720,
        duration: 1200 + Math.random() * 900,
        delay: Math.random() * 300,
        ease: 'Quad.In',
        onComplete: () => piece.destroy(),
      });
    }
  }

  protected speak(text: string): void {
    this.clearBubble();
    const zoom = this.cameras.main.zoom;
    const label = this.add.text(0, 0, text, {
      fontFamily: '"Nunito Variable", system-ui, sans-serif',
      fontSize: '16px',
      color: '#13201a',
      fontStyle: 'bold',
      align: 'center',
      wordWrap: { width: SIZES.bubbleMaxWidth - 20, useAdvancedWrap: true },
    });
    label.setResolution(Math.max(1, Math.ceil(zoom * window.devicePixelRatio)));
    label.setOrigin(0.5, 1);
    const width = Math.min(SIZES.bubbleMaxWidth, label.width + 20);
    const height = label.height + 14;
    const box = this.add.graphics();
    box.fillStyle(0xffffff, 1).lineStyle(2, 0x13201a, 1);
    box.fillRoundedRect(-width / 2, -height - 8, width, height, 10).strokeRoundedRect(-width / 2, -height - 8, width, height, 10);
    box.fillTriangle(-7, -9, 7, -9, 0, 0).lineBetween(-7, -8, 0, 0).lineBetween(7, -8, 0, 0);
    label.setPosition(0, -15);
    const bubble = this.add.container(this.character.x, this.character.y - CHARACTER_SHEET.frameHeight, [box, label]);
    bubble.setDepth(200).setScale(0);
    this.tweens.add({ targets: bubble, scale: 1 / zoom, duration: 160, ease: 'Back.Out' });
    bubble.setVisible(!this.paused);
    this.bubble = bubble;
    this.bubbleTimer = this.time.delayedCall(speechBubbleMs(text), () => this.clearBubble());
  }

  protected clearBubble(): void {
    this.bubbleTimer?.remove();
    this.bubbleTimer = null;
    this.bubble?.destroy();
    this.bubble = null;
  }
}

function facingVector(facing: Facing): readonly [number, number] {
  switch (facing) {
    case 'left':
      return [-1, 0];
    case 'right':
      return [1, 0];
    case 'down':
      return [0, 1];
    default:
      return [0, -1];
  }
}
