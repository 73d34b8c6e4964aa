import { describe, expect, it } from 'vitest';
import type { TiledMap } from '@codehop/engine';
import { drawnLayers, embedTilesets, tilesetImageUrl, tilesetUrl } from './map-builder.ts';

const map: TiledMap = {
  width: 2,
  height: 1,
  tilewidth: 16,
  tileheight: 16,
  layers: [
    { name: 'ground_tiles', width: 2, height: 1, data: [1, 2] },
    { name: 'collisions', width: 2, height: 1, data: [0, 1] },
  ],
  tilesets: [{ firstgid: 1, source: '../tileset_png/farm.json' }],
};

describe('map builder', () => {
  it('resolves tileset files and images in the one tileset folder', () => {
    expect(tilesetUrl('../tileset_png/farm.json')).toBe('/assets/tileset_png/farm.json');
    expect(tilesetImageUrl('farm.json', 'farm.png')).toBe('/assets/tileset_png/farm.png');
    expect(tilesetImageUrl('farm.json', '/elsewhere/farm.png')).toBe('/elsewhere/farm.png');
  });

  it('inlines tilesets with columns and counts worked out', () => {
    const embedded = embedTilesets(map, [
      { key: 'k', name: 'farm', firstgid: 1, file: { image: 'farm.png', imagewidth: 64, imageheight: 32, tilewidth: 16, tileheight: 16, margin: 0, spacing: 0 } },
    ]);
    expect(embedded.tilesets).toEqual([
      expect.objectContaining({ name: 'farm', firstgid: 1, columns: 4, tilecount: 8 }),
    ]);
    expect(embedded.layers).toEqual([
      expect.objectContaining({ name: 'ground_tiles', type: 'tilelayer', visible: true, data: [1, 2] }),
      expect.objectContaining({ name: 'collisions', type: 'tilelayer' }),
    ]);
  });

  it('empties the tiles of a tileset that is not in, so Phaser can still read the map', () => {
    const twoSets: TiledMap = {
      ...map,
      layers: [{ name: 'ground_tiles', width: 4, height: 1, data: [1, 9, 0, 0x80000009] }],
      tilesets: [
        { firstgid: 1, source: '../tileset_png/farm.json' },
        { firstgid: 9, source: '../tileset_png/house.json' },
      ],
    };
    const farm = { key: 'k', name: 'farm', firstgid: 1, file: { image: 'farm.png', imagewidth: 64, imageheight: 32, tilewidth: 16, tileheight: 16, margin: 0, spacing: 0 } };
    expect(embedTilesets(twoSets, [farm]).layers).toEqual([expect.objectContaining({ data: [1, 0, 0, 0] })]);
    expect(embedTilesets(twoSets, []).layers).toEqual([expect.objectContaining({ data: [0, 0, 0, 0] })]);
    expect(embedTilesets(twoSets, [farm, { ...farm, name: 'house', firstgid: 9 }]).layers).toEqual([
      expect.objectContaining({ data: [1, 9, 0, 0x80000009] }),
    ]);
  });

  it('never draws the collision layer', () => {
    expect(drawnLayers(map)).toEqual(['ground_tiles']);
  });
});
