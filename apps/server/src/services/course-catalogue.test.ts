import { describe, expect, it, vi } from 'vitest';
import { loadLevel } from '@codehop/content/loader';
import { onceEachLevel } from './course-catalogue.ts';

describe('onceEachLevel', () => {
  it('reads a level once and answers the same level after', async () => {
    const load = vi.fn(loadLevel);
    const cached = onceEachLevel(load);
    const first = await cached('python', 'intro-level1');
    const again = await Promise.all([cached('python', 'intro-level1'), cached('python', 'intro-level1')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(again).toEqual([first, first]);
    await cached('python', 'intro-level2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next call tries again', async () => {
    const load = vi
      .fn<typeof loadLevel>()
      .mockRejectedValueOnce(new Error('disk hiccup'))
      .mockImplementation(loadLevel);
    const cached = onceEachLevel(load);
    await expect(cached('python', 'intro-level1')).rejects.toThrow('disk hiccup');
    await expect(cached('python', 'intro-level1')).resolves.toMatchObject({ slug: 'intro-level1' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
