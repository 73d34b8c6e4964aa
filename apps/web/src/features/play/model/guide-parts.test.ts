import { describe, expect, it } from 'vitest';
import { splitGuide } from './guide-parts.ts';

describe('splitGuide', () => {
  it('cuts before the first section, keeping whole paragraphs', () => {
    const guide = '# First Hop\n\nHello! You are the rabbit.\n\nThe carrot is 3 steps away.\n\n## The new idea\n\nmove_forward()\n\n## Try it\n\nGo!';
    expect(splitGuide(guide)).toEqual({
      intro: '# First Hop\n\nHello! You are the rabbit.\n\nThe carrot is 3 steps away.',
      rest: '## The new idea\n\nmove_forward()\n\n## Try it\n\nGo!',
    });
  });

  it('keeps a guide without sections whole', () => {
    expect(splitGuide('Just walk.\n')).toEqual({ intro: 'Just walk.', rest: '' });
  });

  it('does not take a ### heading or a ## inside a line for a section', () => {
    expect(splitGuide('Intro ## not a heading\n\n### Small\n\ntext').rest).toBe('');
  });
});
