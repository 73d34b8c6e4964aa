import { describe, expect, it } from 'vitest';
import { MapLayoutError, buildMap, parseMapLayout } from './map-layout.ts';

const HEAD = 'theme: sunny-farmstead\nbase: grass\n';

function layout(grid: string, head = HEAD): string {
  return `${head}---\n${grid}`;
}

describe('parseMapLayout', () => {
  it.each([
    ['no separator line', 'theme: sunny-farmstead\n....\n', /---/],
    ['no theme', 'base: grass\n---\n....\n', /theme/],
    ['an unknown theme', 'theme: moon\n---\n....\n', /Unknown theme/],
    ['rows of different widths', layout('....\n...\n'), /Row 1 has 3 tiles/],
    ['a bad place line', layout('....\n', `${HEAD}place: tree x 1\n`), /Bad place line/],
    ['an unknown header line', layout('....\n', `${HEAD}colour: red\n`), /Unknown header line/],
    ['a bad water value', layout('....\n', `${HEAD}water: deep\n`), /wide or narrow/],
  ])('refuses %s', (_name, text, message) => {
    expect(() => parseMapLayout(text)).toThrow(message);
  });

  it('reads the header and the grid', () => {
    const parsed = parseMapLayout(layout('..~~\n..~~\n', `${HEAD}water: narrow\nplace: tree 0 0\ndetail: flowers_red 1 1\n`));
    expect(parsed).toMatchObject({
      theme: 'sunny-farmstead',
      base: 'grass',
      water: 'narrow',
      rows: ['..~~', '..~~'],
      places: [{ name: 'tree', x: 0, y: 0 }],
      details: [{ name: 'flowers_red', x: 1, y: 1 }],
    });
  });
});

describe('buildMap', () => {
  const blockedRows = (text: string): string[] => {
    const built = buildMap(parseMapLayout(text));
    const rows: string[] = [];
    for (let y = 0; y < built.height; y++) rows.push(built.blocked.slice(y * built.width, (y + 1) * built.width).join(''));
    return rows;
  };

  it.each([
    ['water blocks, grass and dirt do not', '..~~\ndd~~\n', ['0011', '0011']],
    ['fences and single-tile scenery block', 'F.O.\n.U.N\n', ['1010', '0101']],
    ['big scenery blocks its lower rows only', '....\n....\n....\n', ['0000', '0110', '0000'], 'place: tree 1 0\n'],
    ['a bridge deck opens the water under it', '.~~.\n.~~.\n', ['0110', '0000'], 'detail: bridge_h 1 1\ndetail: bridge_h 2 1\n'],
  ])('%s', (_name, grid, expected, extra = '') => {
    expect(blockedRows(layout(grid, `${HEAD}${extra}`))).toEqual(expected);
  });

  it('writes every layer the engine expects, with the collisions layer from the text', () => {
    const built = buildMap(parseMapLayout(layout('.~~.\n.~~.\n')));
    const layers = built.tiled['layers'] as { name: string; data: number[] }[];
    expect(layers.map((l) => l.name)).toEqual([
      'ground_tiles', 'ground_layer', 'ground_details', 'middle_layer', 'top_layer', 'extra_layer', 'collisions',
    ]);
    expect(layers.at(-1)?.data.map((gid) => (gid === 0 ? 0 : 1))).toEqual([0, 1, 1, 0, 0, 1, 1, 0]);
    expect(built.tiled['tilesets']).toEqual([{ firstgid: 1, source: '../tileset_png/sunny-farmstead.json' }]);
  });

  it('refuses a ground the theme does not have and an unknown letter', () => {
    expect(() => buildMap(parseMapLayout(layout('..#.\n')))).toThrow(MapLayoutError);
    expect(() => buildMap(parseMapLayout(layout('..?.\n')))).toThrow(/Unknown map character/);
  });
});
