import * as Phaser from 'phaser';
import { characterSheet, EFFECTS_ATLAS, ITEMS_ATLAS } from '../art.ts';
import { tilesetFileSchema, tilesetImageUrl, tilesetKey, tilesetUrl } from '../map-builder.ts';
import type { PlayBus } from '../play-bus.ts';
import { TIMING } from '../scene-constants.ts';
import type { SceneSetup } from '../scene-types.ts';

/** The texture key of a character's sheet. */
export function characterSheetKey(character: string): string {
  return `character:${character}`;
}

/**
 * A level's files: the map's tilesets, the items', effects' and character's atlases. Progress and
 * failures go to React over the bus; a file that failed is asked for once more after 5 s
 * (`retryFailed`), and the scene draws what then arrives.
 */
export class SceneAssets {
  private readonly failed = new Set<string>();
  private readonly retried = new Set<string>();
  readonly sheetKey: string;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly bus: PlayBus,
    private readonly setup: SceneSetup,
  ) {
    this.sheetKey = characterSheetKey(setup.character);
  }

  /** Queues every file of the level; call from the scene's `preload`. */
  preload(): void {
    const { load } = this.scene;
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
      if (this.scene.cache.json.exists(key)) this.loadTilesetImage(key, this.scene.cache.json.get(key));
    }
    load.atlas(ITEMS_ATLAS.key, ITEMS_ATLAS.image, ITEMS_ATLAS.frames);
    load.atlas(EFFECTS_ATLAS.key, EFFECTS_ATLAS.image, EFFECTS_ATLAS.frames);
    const sheet = characterSheet(this.setup.character);
    load.atlas(this.sheetKey, sheet.image, sheet.frames);
  }

  /**
   * Failed files are asked for again after 5 s, each once; `arrived` then draws what came (told
   * whether a tileset was among them). A tileset whose JSON comes in late asks for its image only
   * then, so that image gets its own retry.
   */
  retryFailed(arrived: (tilesets: boolean) => void): void {
    const keys = [...this.failed].filter((key) => !this.retried.has(key));
    this.failed.clear();
    if (keys.length === 0) return;
    const { scene } = this;
    scene.time.delayedCall(TIMING.assetRetryMs, () => {
      for (const key of keys) {
        this.retried.add(key);
        this.loadAgain(key);
      }
      scene.load.once(Phaser.Loader.Events.COMPLETE, () => {
        arrived(keys.some((key) => key.startsWith('tileset:')));
        this.retryFailed(arrived);
      });
      scene.load.start();
    });
  }

  /** Queues a tileset's image, which its JSON names. */
  private loadTilesetImage(key: string, json: unknown): void {
    const parsed = tilesetFileSchema.safeParse(json);
    if (!parsed.success) {
      console.warn(`Tileset ${key} is not a Tiled tileset; its tiles stay empty.`);
      return;
    }
    this.scene.load.image(`${key}:image`, tilesetImageUrl(key.slice('tileset:'.length), parsed.data.image));
  }

  private loadAgain(key: string): void {
    const { load } = this.scene;
    if (key === this.sheetKey) {
      const sheet = characterSheet(this.setup.character);
      load.atlas(this.sheetKey, sheet.image, sheet.frames);
    } else if (key === ITEMS_ATLAS.key) {
      load.atlas(ITEMS_ATLAS.key, ITEMS_ATLAS.image, ITEMS_ATLAS.frames);
    } else if (key === EFFECTS_ATLAS.key) {
      load.atlas(EFFECTS_ATLAS.key, EFFECTS_ATLAS.image, EFFECTS_ATLAS.frames);
    } else if (key.startsWith('tileset:') && key.endsWith(':image')) {
      const jsonKey = key.slice(0, -':image'.length);
      this.loadTilesetImage(jsonKey, this.scene.cache.json.get(jsonKey));
    } else if (key.startsWith('tileset:')) {
      load.json(key, tilesetUrl(key.slice('tileset:'.length)));
    }
  }
}
