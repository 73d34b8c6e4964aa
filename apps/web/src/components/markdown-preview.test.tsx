import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { splitGuide } from '../features/play/model/guide-parts.ts';
import { Markdown } from './markdown.tsx';
import { blocksOf, MarkdownPreview } from './markdown-preview.tsx';

const levels = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/content/levels');

/** Every level's guide opening: what the play screen's side column shows before Run is enabled. */
function guideOpenings(): { readonly name: string; readonly text: string }[] {
  const openings: { name: string; text: string }[] = [];
  for (const course of readdirSync(levels)) {
    for (const level of readdirSync(path.join(levels, course))) {
      try {
        openings.push({ name: `${course}/${level}`, text: splitGuide(readFileSync(path.join(levels, course, level, 'guide.md'), 'utf8')).intro });
      } catch {
        // a level without a guide
      }
    }
  }
  return openings;
}

/** The blocks (tags) and words a reader sees, without the styling. */
function reading(node: React.ReactNode): { readonly tags: string[]; readonly text: string } {
  const html = renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).replace(/<style[^>]*>.*?<\/style>/g, '');
  const tags = [...html.matchAll(/<(h[1-6]|p|ul|ol|li|pre|code|strong|em)[\s>]/g)].map((match) => match[1] ?? '');
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return { tags, text };
}

describe('MarkdownPreview', () => {
  it('reads every guide opening as the real renderer does: the same blocks, marks and words', () => {
    const openings = guideOpenings();
    expect(openings.length).toBeGreaterThan(50);
    for (const { name, text } of openings) {
      expect({ name, ...reading(<MarkdownPreview>{text}</MarkdownPreview>) }).toEqual({ name, ...reading(<Markdown>{text}</Markdown>) });
    }
  });

  it('knows headings, lists, code blocks and paragraphs', () => {
    expect(blocksOf('# Title\n\nOne\ntwo\n\n- a\n- b `c`\n\n1. x\n\n```\nmove()\n```\n## Next').map((block) => block.kind)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'code',
      'heading',
    ]);
  });

  it('shows marks as the renderer does and never the marks themselves', () => {
    const source = 'Use **`move()`** and *then* [the book](/en/guide) or __this__.\n\n## Next\n\n1. one\n2. two';
    const preview = reading(<MarkdownPreview>{source}</MarkdownPreview>);
    expect(preview).toEqual(reading(<Markdown>{source}</Markdown>));
    expect(preview.text).not.toMatch(/[*_`[\]#]/);
    expect(preview.tags).toEqual(['p', 'strong', 'code', 'em', 'strong', 'h2', 'ol', 'li', 'li']);
  });
});
