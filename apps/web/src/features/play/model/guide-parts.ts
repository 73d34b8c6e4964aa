/**
 * A guide's opening (its title and first paragraphs, up to the first `##` section) and the rest.
 * The side column shows the opening whole instead of a box cut mid-sentence; the full guide
 * puts the picture between the two.
 */
export function splitGuide(markdown: string): { readonly intro: string; readonly rest: string } {
  const match = /^## /m.exec(markdown);
  if (!match) return { intro: markdown.trim(), rest: '' };
  return { intro: markdown.slice(0, match.index).trim(), rest: markdown.slice(match.index).trim() };
}
