/** Lines that count against a level's maxLinesOfCode: not blank and not a comment. */
export function countCodeLines(code: string): number {
  return code.split(/\r?\n/).filter((line) => {
    const text = line.trim();
    return text !== '' && !text.startsWith('#');
  }).length;
}

export const MAX_LINES_KEY = 'codeEditor.exceededMaxLines';

/** The error for code longer than the level allows, or null when it fits. */
export function checkMaxLines(code: string, maxLinesOfCode: number | undefined | null) {
  if (maxLinesOfCode === undefined || maxLinesOfCode === null) return null;
  const lines = countCodeLines(code);
  if (lines <= maxLinesOfCode) return null;
  return {
    kind: 'limit' as const,
    message: `Only ${maxLinesOfCode} lines of code are allowed in this level.`,
    line: null,
    trace: '',
    hint: `Your program has ${lines} lines. Make it shorter, for example with a loop.`,
    key: MAX_LINES_KEY,
    params: { max: maxLinesOfCode, lines },
  };
}
