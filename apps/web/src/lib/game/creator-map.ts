import { tiledMapSchema, type TiledMap } from '@codehop/engine';
import { ASSET_BASE, tilesetFileSchema, tilesetImageUrl, tilesetUrl, type TilesetFile } from './map-builder.ts';

const maps = new Map<string, Promise<TiledMap>>();

/** One of the level creator's maps (`creative-01.json`..`creative-04.json`), fetched once a visit. */
export function loadCreatorMap(mapPath: string): Promise<TiledMap> {
  let map = maps.get(mapPath);
  if (!map) {
    map = fetch(`${ASSET_BASE}maps/${mapPath}`)
      .then((response) => {
        if (!response.ok) throw new Error(`Could not load the map ${mapPath}`);
        return response.json() as Promise<unknown>;
      })
      .then((json) => tiledMapSchema.parse(json));
    maps.set(mapPath, map);
    map.catch(() => maps.delete(mapPath));
  }
  return map;
}

export interface LoadedTileset {
  readonly firstgid: number;
  readonly file: TilesetFile;
  readonly image: HTMLImageElement;
}

const tilesets = new Map<string, Promise<LoadedTileset | null>>();

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
}

/** A map's tilesets with their images, for pictures drawn without the game (thumbnails). */
export function loadTilesets(map: TiledMap): Promise<(LoadedTileset | null)[]> {
  return Promise.all(
    map.tilesets.map((ref) => {
      const key = `${ref.source}#${ref.firstgid}`;
      let loaded = tilesets.get(key);
      if (!loaded) {
        loaded = fetch(tilesetUrl(ref.source))
          .then((response) => response.json() as Promise<unknown>)
          .then(async (json) => {
            const file = tilesetFileSchema.parse(json);
            const image = await loadImage(tilesetImageUrl(ref.source, file.image));
            return { firstgid: ref.firstgid, file, image };
          })
          .catch(() => null);
        tilesets.set(key, loaded);
      }
      return loaded;
    }),
  );
}
