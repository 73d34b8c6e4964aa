/**
 * What a level's translation must keep from the English (docs/ARCHITECTURE.md, "Course content"):
 * the Python of every code block (only its comments may change), every inline code span (commands,
 * variable names, the words a goal checks, `{name}` placeholders) and every `{placeholder}` of the
 * prose. A child copies these into the editor, so a translated `move_forward` or `{nombre}` breaks
 * the level. Pure functions, so a test can show that each rule fails on a broken translation.
 */

/** The Python of each fenced block, comments and trailing blanks removed. */
export function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((match) =>
    (match[1] ?? '').replace(/#.*$/gm, '').replace(/[ \t]+$/gm, ''),
  );
}

function withoutBlocks(markdown: string): string {
  return markdown.replace(/```[\s\S]*?```/g, '');
}

/** The inline code spans outside code blocks. */
export function inlineCode(markdown: string): Set<string> {
  return new Set([...withoutBlocks(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? ''));
}

/** `{name}`-style placeholders written in the prose, outside any code. */
export function placeholders(markdown: string): Set<string> {
  const prose = withoutBlocks(markdown).replace(/`[^`\n]+`/g, '');
  return new Set([...prose.matchAll(/\{\{?[A-Za-z_][A-Za-z0-9_]*\}?\}/g)].map((match) => match[0]));
}

/** Why a translated text does not keep what its English must keep ([] when it does). */
export function translationProblems(english: string, translated: string): string[] {
  const problems: string[] = [];
  const englishBlocks = codeBlocks(english);
  const translatedBlocks = codeBlocks(translated);
  if (englishBlocks.length !== translatedBlocks.length) {
    problems.push(`has ${translatedBlocks.length} code blocks, the English ${englishBlocks.length}`);
  } else {
    englishBlocks.forEach((block, index) => {
      if (translatedBlocks[index] !== block) problems.push(`code block ${index + 1} differs from the English beyond its comments`);
    });
  }
  const kept = inlineCode(translated);
  for (const code of inlineCode(english)) if (!kept.has(code)) problems.push(`lost the inline code \`${code}\``);
  const keptPlaceholders = placeholders(translated);
  for (const placeholder of placeholders(english)) {
    if (!keptPlaceholders.has(placeholder)) problems.push(`lost the placeholder ${placeholder}`);
  }
  return problems;
}
