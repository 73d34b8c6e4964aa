/** Small helpers over a program's lines, shared by the coach's strategies. */

export function lineOf(lines: readonly string[], index: number): string {
  return lines[index] ?? '';
}

export function indentOf(line: string): string {
  return /^\s*/.exec(line)?.[0] ?? '';
}

/** A line that does something (not blank, not a comment). */
export function meaningful(line: string): boolean {
  const text = line.trim();
  return text !== '' && !text.startsWith('#');
}

export function joinCode(lines: readonly string[]): string {
  return `${lines.join('\n').replace(/\s+$/, '')}\n`;
}

/** A line with its spacing folded, so `move_forward( 2)` and `move_forward(2)` compare equal. */
export function normalise(line: string): string {
  return line.replace(/\s+/g, ' ').trim();
}

/** The Python literal of a value the engine reports (goals compare variables with these). */
export function pythonValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map(pythonValue).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>).map(([k, v]) => `${JSON.stringify(k)}: ${pythonValue(v)}`).join(', ')}}`;
  }
  return String(value);
}
