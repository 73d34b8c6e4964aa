/**
 * Our maps point at their tileset with `source` (spec/gameplay.md §3), as Tiled saves them, but
 * Phaser's Tiled loader only reads tilesets embedded in the map. The renderer fetches the
 * tileset JSON and calls this to get a map Phaser accepts; the image path is made relative to
 * the site root so the loader can fetch it too.
 */
export type TilesetRef = { firstgid: number; source: string };

export type EmbeddedTileset = Record<string, unknown> & { firstgid: number; image: string; name: string };

export function tilesetUrl(mapUrl: string, source: string): string {
  const base = mapUrl.slice(0, mapUrl.lastIndexOf('/') + 1);
  const parts = `${base}${source}`.split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.') out.push(part);
  }
  return out.join('/');
}

export function embedTilesets<M extends { tilesets: readonly TilesetRef[] }>(
  map: M,
  mapUrl: string,
  tilesets: Readonly<Record<string, Record<string, unknown> & { image: string; name: string }>>,
): Omit<M, 'tilesets'> & { tilesets: EmbeddedTileset[] } {
  return {
    ...map,
    tilesets: map.tilesets.map((ref) => {
      const url = tilesetUrl(mapUrl, ref.source);
      const tileset = tilesets[url];
      if (!tileset) throw new Error(`tileset ${url} was not loaded`);
      return { ...tileset, firstgid: ref.firstgid, image: tilesetUrl(url, tileset.image) };
    }),
  };
}
