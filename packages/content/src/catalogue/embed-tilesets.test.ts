import { describe, expect, it } from 'vitest';
import { embedTilesets, tilesetUrl } from './embed-tilesets.ts';

describe('embedTilesets', () => {
  it.each([
    ['/assets/maps/creative-01.json', '../tileset_png/sunny-farmstead.json', '/assets/tileset_png/sunny-farmstead.json'],
    ['/assets/tileset_png/sunny-farmstead.json', 'sunny-farmstead.png', '/assets/tileset_png/sunny-farmstead.png'],
    ['maps/a.json', './b.json', 'maps/b.json'],
  ])('resolves %s + %s', (from, source, expected) => {
    expect(tilesetUrl(from, source)).toBe(expected);
  });

  it('puts the loaded tileset in the map with its firstgid and a root-relative image', () => {
    const map = { width: 1, tilesets: [{ firstgid: 1, source: '../tileset_png/t.json' }] };
    const out = embedTilesets(map, '/assets/maps/m.json', {
      '/assets/tileset_png/t.json': { name: 't', image: 't.png', tilecount: 4 },
    });
    expect(out.tilesets).toEqual([{ name: 't', image: '/assets/tileset_png/t.png', tilecount: 4, firstgid: 1 }]);
    expect(out.width).toBe(1);
  });

  it('says which tileset is missing', () => {
    expect(() => embedTilesets({ tilesets: [{ firstgid: 1, source: 'x.json' }] }, '/m/m.json', {})).toThrow('/m/x.json');
  });
});
