import { describe, expect, it } from 'vitest';
import { atlasFrames } from './atlas-frames.ts';

const frame = { x: 16, y: 0, w: 16, h: 16 };

describe('atlasFrames', () => {
  it.each([
    ['hash', { frames: { carrot: { frame } } }],
    ['array', { frames: [{ filename: 'carrot', frame }] }],
    ['multi', { textures: [{ image: 'items.png', frames: [{ filename: 'carrot', frame }] }] }],
  ])('reads the %s format', (_name, json) => {
    expect(atlasFrames(json).get('carrot')).toEqual(frame);
  });

  it('gives no frames for something else', () => {
    expect(atlasFrames({ nope: true }).size).toBe(0);
  });
});
