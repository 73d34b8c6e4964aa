import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MARKDOWN_LOOK } from './markdown-look.ts';

/**
 * A quick, plain reading of our Markdown (headings, paragraphs, lists, code, bold, italics and
 * links' words) in the same look as the real renderer, for the moments before that one has
 * arrived: the play screen shows the guide at once and builds the real Markdown once Run is
 * enabled (`lazy-markdown.tsx`). Anything else is shown as the text it is.
 */
export function MarkdownPreview({ children }: { readonly children: string }) {
  return <>{blocksOf(children).map((block, index) => renderBlock(block, index))}</>;
}

type Block =
  | { readonly kind: 'heading'; readonly level: number; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: string[] }
  | { readonly kind: 'code'; readonly text: string };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const FENCE = /^\s*(```|~~~)/;

export function blocksOf(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      for (index += 1; index < lines.length && !(lines[index] ?? '').trimStart().startsWith(fence[1] ?? '```'); index += 1) code.push(lines[index] ?? '');
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      continue;
    }
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (item) {
      const ordered = !BULLET.test(line);
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1] ?? '');
      continue;
    }
    if (list && /^\s+/.test(line)) {
      // A list item's continuation line.
      list.items[list.items.length - 1] += `\n${line.trim()}`;
      continue;
    }
    if (list) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

const INLINE = /(`[^`]+`|\*\*[^*]+\*\*|__[^_]+__|\*[^*\s][^*]*\*|_[^_\s][^_]*_|\[[^\]]*\]\([^)]*\))/;

/** Code, bold, italics and a link's words; the marks themselves are not shown. */
export function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, index) => {
    if (index % 2 === 0) return part;
    if (part.startsWith('`'))
      return (
        <Box key={index} component="code" dir="ltr" sx={MARKDOWN_LOOK.code}>
          {part.slice(1, -1)}
        </Box>
      );
    if (part.startsWith('**') || part.startsWith('__'))
      return (
        <Box key={index} component="strong" sx={MARKDOWN_LOOK.strong}>
          {inline(part.slice(2, -2))}
        </Box>
      );
    if (part.startsWith('[')) return <span key={index}>{inline(part.slice(1, part.indexOf('](')))}</span>;
    return <em key={index}>{inline(part.slice(1, -1))}</em>;
  });
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.kind) {
    case 'heading':
      if (block.level === 2)
        return (
          <Typography key={key} variant="h5" component="h2" sx={MARKDOWN_LOOK.h2}>
            {inline(block.text)}
          </Typography>
        );
      if (block.level === 3)
        return (
          <Typography key={key} variant="h6" component="h3" sx={MARKDOWN_LOOK.h3}>
            {inline(block.text)}
          </Typography>
        );
      return (
        <Box key={key} component={`h${block.level}` as 'h1'}>
          {inline(block.text)}
        </Box>
      );
    case 'paragraph':
      return (
        <Typography key={key} variant="body1" sx={MARKDOWN_LOOK.p}>
          {inline(block.text)}
        </Typography>
      );
    case 'list':
      return (
        <Box key={key} component={block.ordered ? 'ol' : 'ul'}>
          {block.items.map((item, index) => (
            <Typography key={index} component="li" variant="body1" sx={MARKDOWN_LOOK.li}>
              {inline(item)}
            </Typography>
          ))}
        </Box>
      );
    case 'code':
      return (
        <Box key={key} component="pre" dir="ltr" sx={MARKDOWN_LOOK.pre}>
          <code>{block.text}</code>
        </Box>
      );
  }
}
