import * as Phaser from 'phaser';
import type { TiledMap } from '@codehop/engine';
import { LAYER_DEPTHS } from '../depth.ts';
import { drawnLayers, embedTilesets, tilesetFileSchema, tilesetKey, type EmbeddedTileset } from '../map-builder.ts';
import type { MapSize } from '../camera/camera-rig.ts';

/**
 * The level's Tiled map: its layers at their depths (`depth.ts`) and a soft frame around it. A
 * tileset that arrives late draws the layers again; a missing one leaves its tiles empty.
 */
export class MapLayers {
  private tilemap: Phaser.Tilemaps.Tilemap | null = null;
  private drawnSize: MapSize = { width: 256, height: 256 };

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly map: TiledMap,
  ) {}

  /** The map's size in world pixels, as last drawn. */
  get size(): MapSize {
    return this.drawnSize;
  }

  draw(): void {
    this.drawLayers();
    // A soft frame around the map so its edge reads as the end of the world, not a glitch.
    const { width, height } = this.drawnSize;
    const border = this.scene.add.rectangle(width / 2, height / 2, width + 2, height + 2);
    border.setStrokeStyle(1, 0x0c1410, 0.8).setDepth(-1);
  }

  /** The Tiled layers, from the tilesets whose JSON and image are in. */
  drawLayers(): void {
    const { scene, map } = this;
    this.tilemap?.destroy();
    const tilesets: EmbeddedTileset[] = [];
    for (const ref of map.tilesets) {
      const key = tilesetKey(ref.source);
      const parsed = tilesetFileSchema.safeParse(scene.cache.json.get(key));
      if (!parsed.success || !scene.textures.exists(`${key}:image`)) continue;
      tilesets.push({ key, name: key, firstgid: ref.firstgid, file: parsed.data });
    }
    const data = embedTilesets(map, tilesets);
    const cacheKey = `map:${scene.sys.settings.key}:${Date.now()}`;
    scene.cache.tilemap.add(cacheKey, { format: Phaser.Tilemaps.Formats.TILED_JSON, data });
    const tilemap = scene.make.tilemap({ key: cacheKey });
    // The tilemap holds its own parsed copy; the cache entry was only the road in.
    scene.cache.tilemap.remove(cacheKey);
    this.tilemap = tilemap;
    const images = tilesets
      .map((tileset) => tilemap.addTilesetImage(tileset.name, `${tileset.key}:image`))
      .filter((tileset): tileset is Phaser.Tilemaps.Tileset => tileset !== null);
    for (const name of drawnLayers(map)) {
      const layer = tilemap.createLayer(name, images, 0, 0);
      layer?.setDepth(LAYER_DEPTHS[name] ?? 1);
    }
    this.drawnSize = { width: tilemap.widthInPixels, height: tilemap.heightInPixels };
  }
}
