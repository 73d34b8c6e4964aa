// Wrong programs made from a level's reference solution, one injected bug each, for the assistant's
// bench: does the first tip point at the line of the bug (or where the fix goes) and name its kind?

export type MutantKind = 'number' | 'turn' | 'swap' | 'loopCount';

export interface Mutant {
  readonly kind: MutantKind;
  readonly code: string;
  /** The lines (1-based, in the mutant) a tip may point at: the bug's, or where the fix goes. */
  readonly lines: readonly number[];
  /** What was changed, for the list of mutants that still solve. */
  readonly change: string;
}

/** The words that name each kind (a tip's text_key, or the `next` words a goal tip carries). */
export const KIND_KEYS: Readonly<Record<MutantKind, readonly string[]>> = {
  number: ['coach.bugSteps', 'coach.bugNumber', 'coach.bugLoopCount'],
  loopCount: ['coach.bugLoopCount', 'coach.loopShort'],
  turn: ['coach.bugMissingTurn'],
  swap: ['coach.bugOrder'],
};

export function namesKind(kind: MutantKind, tip: { text_key?: string; text_params?: Record<string, string | number> }): boolean {
  const keys = KIND_KEYS[kind];
  return keys.includes(tip.text_key ?? '') || keys.includes(String(tip.text_params?.next ?? ''));
}

const STRING = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
const NUMBER = /(?<![\w.])\d+(?![\w.])/g;
const RANGE = /\brange\((\d+)\)/;

const meaningful = (line: string): boolean => line.trim() !== '' && !line.trim().startsWith('#');
const indent = (line: string): number => /^\s*/.exec(line)?.[0].length ?? 0;
const join = (lines: readonly string[]): string => `${lines.join('\n').replace(/\s+$/, '')}\n`;

/** The numbers of a line outside its strings, with where they stand. */
function numberSites(line: string): { at: number; value: number; length: number }[] {
  const masked = line.replace(STRING, (text) => ' '.repeat(text.length));
  const sites: { at: number; value: number; length: number }[] = [];
  for (const match of masked.matchAll(NUMBER)) sites.push({ at: match.index, value: Number(match[0]), length: match[0].length });
  return sites;
}

function replaced(lines: readonly string[], index: number, text: string): string {
  const next = [...lines];
  next[index] = text;
  return join(next);
}

/** Every mutant of the solution: each number off by one, each loop count changed, each turn removed, each pair of adjacent commands swapped. */
export function mutantsOf(solution: string): Mutant[] {
  const lines = solution.replace(/\r\n/g, '\n').replace(/\s+$/, '').split('\n');
  const out: Mutant[] = [];
  for (const [index, line] of lines.entries()) {
    if (!meaningful(line)) continue;
    const range = RANGE.exec(line);
    const rangeAt = range ? range.index + 'range('.length : -1;
    for (const site of numberSites(line)) {
      const kind: MutantKind = site.at === rangeAt ? 'loopCount' : 'number';
      for (const value of [site.value + 1, site.value - 1]) {
        if (value < 1) continue;
        const mutated = `${line.slice(0, site.at)}${value}${line.slice(site.at + site.length)}`;
        out.push({ kind, code: replaced(lines, index, mutated), lines: [index + 1], change: `${line.trim()} -> ${mutated.trim()}` });
      }
    }
    // A step without a number is a step of one: two is the count off by one.
    if (/\bmove_forward\(\s*\)/.test(line)) {
      const mutated = line.replace(/\bmove_forward\(\s*\)/, 'move_forward(2)');
      out.push({ kind: 'number', code: replaced(lines, index, mutated), lines: [index + 1], change: `${line.trim()} -> ${mutated.trim()}` });
    }
    if (/^\s*turn_(left|right)\(\)\s*$/.test(line)) {
      const rest = [...lines.slice(0, index), ...lines.slice(index + 1)];
      const wanted = lines.filter(meaningful).join('\n');
      const places: number[] = [];
      for (let at = 0; at <= rest.length; at += 1) {
        if ([...rest.slice(0, at), line, ...rest.slice(at)].filter(meaningful).join('\n') === wanted) places.push(at + 1);
      }
      out.push({ kind: 'turn', code: join(rest), lines: places, change: `without ${line.trim()}` });
    }
  }
  const commands = lines.map((text, index) => ({ text, index })).filter((entry) => meaningful(entry.text));
  for (let at = 0; at + 1 < commands.length; at += 1) {
    const first = commands[at];
    const second = commands[at + 1];
    if (!first || !second) continue;
    if (indent(first.text) !== indent(second.text) || /:\s*$/.test(first.text) || /:\s*$/.test(second.text)) continue;
    if (/^\s*(def|class|return|else|elif|except|finally|import|from)\b/.test(first.text) || /^\s*(def|class|return|else|elif|except|finally|import|from)\b/.test(second.text)) continue;
    if (first.text.trim() === second.text.trim()) continue;
    const next = [...lines];
    next[first.index] = second.text;
    next[second.index] = first.text;
    out.push({ kind: 'swap', code: join(next), lines: [first.index + 1, second.index + 1], change: `${first.text.trim()} <-> ${second.text.trim()}` });
  }
  return out;
}
