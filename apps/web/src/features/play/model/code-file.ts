/** A save name as the learner typed it, with `.py` added when missing; null when blank. */
export function pythonFileName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return null;
  return /\.py$/i.test(trimmed) ? trimmed : `${trimmed}.py`;
}
