import { PLAYER_SOURCE } from '@codehop/runner';
import { describe, expect, it } from 'vitest';
import { ERROR_FAMILIES } from './error-families.ts';

/** The error classes the player module defines, with their docstrings, in source order. */
function playerErrorClasses(): { name: string; doc: string }[] {
  return [...PLAYER_SOURCE.matchAll(/^class (\w+)\((GameError|Exception)\):\n {4}"""(.*?)"""/gm)].map((match) => ({
    name: match[1] ?? '',
    doc: match[3] ?? '',
  }));
}

describe('the Code Book error families', () => {
  it('are the error classes of the player module, in its order, each with its docstring', () => {
    const classes = playerErrorClasses();
    expect(ERROR_FAMILIES.map((family) => family.name)).toEqual(classes.map((c) => c.name));
    for (const family of ERROR_FAMILIES.filter((f) => f.name !== 'GameError')) {
      expect(family.doc).toBe(classes.find((c) => c.name === family.name)?.doc);
    }
  });

  it('shows each family caught by name in a try/except program', () => {
    for (const family of ERROR_FAMILIES) {
      expect(family.example.startsWith('try:\n    ')).toBe(true);
      expect(family.example).toMatch(new RegExp(`^except ${family.name}( as \\w+)?:\\n {4}\\S`, 'm'));
    }
  });
});
