import { createGame, itemWords, type Level } from '@codehop/engine';
import { checkMaxLines } from '@codehop/runner/line-limit';
import { planNextGoal, toPython, turnsBetween } from './plan.ts';
import { replay, type LineEvent } from './replay.ts';
import type { Tip } from './tip.ts';

/** What a run reported, as the runner gives it (only the parts the coach reads). */
export interface CoachRun {
  readonly completed: boolean;
  readonly error: {
    readonly kind: string;
    readonly message: string;
    readonly line: number | null;
    readonly code?: string;
  } | null;
  readonly events: readonly LineEvent[];
  readonly variables: Readonly<Record<string, unknown>>;
  readonly goals: readonly { readonly score: number; readonly maxScore: number; readonly [key: string]: unknown }[];
}

export interface CoachInput {
  readonly level: Level;
  readonly code: string;
  /** The run of `code` (the coach runs it itself when absent). */
  readonly run?: CoachRun;
  /** The level's reference solution, when the game has one: the last resort for the next step. */
  readonly solution?: string | null;
  /** Milliseconds the coach may spend running its proposals; it answers with words when they are spent. */
  readonly budgetMs?: number;
}

/** Runs a program against the level with the real runner and engine (injected: the coach stays pure). */
export type CheckRun = (code: string) => Promise<CoachRun>;

export interface CoachAnswer {
  readonly tip: Tip;
  /** Whether `resulted_code` was run and got further than the learner's code. */
  readonly checked: boolean;
  readonly runs: number;
}

/** The coach's English words by key (the web's `coach` namespace holds the same, translated). */
export const COACH_TEXTS = {
  done: 'You did it! Every goal is done. Press Run to see it again, or try it with fewer lines.',
  syntax: 'Python cannot read line {{line}}. Check the brackets, the colons and the spelling there.',
  error: 'Line {{line}} stopped your program: {{message}}',
  refused: 'Look at line {{line}}: {{message}} Change that line so the rabbit can do it.',
  timeout: 'Your program ran too long, so it was stopped. Make sure every loop can end (look at line {{line}}).',
  tooLong: 'Your program has more lines than this level allows. Try a loop to make it shorter.',
  goalCount: 'You picked {{done}} of {{total}} {{item}}. {{next}}',
  goalsDone: '{{done}} of {{total}} goals are done. {{next}}',
  nextWalk: 'Walk to the next one: the rabbit needs a few more commands at the end.',
  loopShort: 'Your loop runs {{times}} times, but it needs to run {{needed}} times.',
  loopBody: 'Your loop repeats, but each round is missing something. Add the steps for one round inside the loop.',
  variable: 'The variable {{variable}} should be {{value}} when your program ends.',
  nextStep: 'You are on the right track! Here is the next step.',
  fixLine: 'This part needs a change. Here is a fix.',
  runAgain: 'Not finished yet! Look at the goals, change one thing in your code, and press Run again.',
  challengePassed: 'All the tests pass. Well done!',
  challengeRaised: 'When we call {{call}}, your function stops with {{error}}.',
  challengeValue: 'When we call {{call}}, the answer should be {{expected}}, but yours is {{actual}}.',
  challengeError: 'Look at the error: {{message}}',
} as const;

export type CoachTextKey = keyof typeof COACH_TEXTS;

function english(key: string): string | undefined {
  const bare = key.startsWith('coach.') ? key.slice('coach.'.length) : key;
  return (COACH_TEXTS as Record<string, string>)[bare];
}

/** A key's words with its parameters; a parameter naming another coach key (`next`) is that key's words. */
function format(key: string, params: Record<string, string | number>): string {
  return (english(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_all, name: string) => {
    const value = params[name];
    if (typeof value === 'string' && value.startsWith('coach.') && english(value) !== undefined && value !== key) return format(value, params);
    return String(value ?? '');
  });
}

/** The English words of a coach key (the web shows the same key in the reader's language). */
export function coachText(key: string, params: Record<string, string | number> = {}): string {
  return format(key, params);
}

function tip(key: string, params: Record<string, string | number>, rest: Partial<Tip> = {}): Tip {
  return {
    text: format(key, params),
    code_to_add: null,
    code_to_modify: null,
    line_number: null,
    resulted_code: null,
    is_code_sufficient: false,
    text_key: key,
    text_params: params,
    source: 'coach',
    ...rest,
  };
}

interface Progress {
  readonly completed: boolean;
  readonly score: number;
  readonly error: CoachRun['error'];
}

function progressOf(run: CoachRun): Progress {
  return { completed: run.completed, score: run.goals.reduce((sum, goal) => sum + Math.min(goal.score, goal.maxScore), 0), error: run.error };
}

/** Gets further: completes, or scores more without a new error, or removes the error without scoring less. */
export function furtherThan(candidate: Progress, base: Progress): boolean {
  if (candidate.completed) return !base.completed;
  if (base.completed) return false;
  if (candidate.error === null) return candidate.score > base.score || (base.error !== null && candidate.score >= base.score);
  if (base.error === null) return false;
  if (candidate.error.kind === 'limit' || candidate.error.kind === 'timeout') return false;
  return candidate.score > base.score;
}

/**
 * A program that draws random numbers without a seed does something else on every run: one run
 * getting further proves nothing, so the coach never proposes such a program (a seeded one, or one
 * without chance, can be checked once for all).
 */
export function unseededRandom(code: string): boolean {
  return /\b(import\s+random|from\s+random\s+import)\b/.test(code) && !/\bseed\s*\(/.test(code);
}

function lineOf(lines: readonly string[], index: number): string {
  return lines[index] ?? '';
}

function indentOf(line: string): string {
  return /^\s*/.exec(line)?.[0] ?? '';
}

function meaningful(line: string): boolean {
  const text = line.trim();
  return text !== '' && !text.startsWith('#');
}

function joinCode(lines: readonly string[]): string {
  return `${lines.join('\n').replace(/\s+$/, '')}\n`;
}

function pythonValue(value: unknown): string {
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

interface Candidate {
  readonly code: string;
  readonly tip: Tip;
}

/** A candidate that costs a run to work out (the loop body's): made only when the ones before it failed. */
type LazyCandidate = () => Promise<Candidate | null>;

/**
 * The offline coach: looks at the run and proposes the first thing wrong or missing, checking
 * every proposed program by running it before answering. Deterministic for the same input.
 */
export async function coachTip(input: CoachInput, check: CheckRun): Promise<CoachAnswer> {
  const { level, code } = input;
  let runs = 0;
  const started = performance.now();
  const outOfTime = (): boolean => input.budgetMs !== undefined && performance.now() - started > input.budgetMs;
  const run = async (program: string): Promise<CoachRun> => {
    const limit = checkMaxLines(program, level.maxLinesOfCode);
    if (limit !== null) return { completed: false, error: { kind: 'limit', message: limit.message, line: null }, events: [], variables: {}, goals: [] };
    runs += 1;
    return check(program);
  };
  const base = input.run ?? (await run(code));
  const baseProgress = progressOf(base);
  if (base.completed) return { tip: tip('coach.done', {}, { is_code_sufficient: true }), checked: false, runs };

  const lines = code.replace(/\r\n/g, '\n').split('\n');
  const tried = new Set<string>();
  const attempt = async (candidates: readonly (Candidate | LazyCandidate)[]): Promise<CoachAnswer | null> => {
    for (const entry of candidates) {
      if (typeof entry === 'function' && (runs >= 16 || outOfTime())) return null;
      const candidate = typeof entry === 'function' ? await entry() : entry;
      if (candidate === null) continue;
      if (tried.has(candidate.code) || candidate.code === code || unseededRandom(candidate.code)) continue;
      tried.add(candidate.code);
      if (runs >= 16 || outOfTime()) return null;
      const result = await run(candidate.code);
      if (furtherThan(progressOf(result), baseProgress)) {
        return { tip: { ...candidate.tip, resulted_code: candidate.code, is_code_sufficient: result.completed }, checked: true, runs };
      }
    }
    return null;
  };

  const start = createGame(level);
  const error = base.error;
  const solutionSteps = (words: Tip): Candidate[] => solutionCandidates(lines, input.solution ?? null, words);

  if (error !== null) {
    const line = error.line;
    if (error.kind === 'limit' && checkMaxLines(code, level.maxLinesOfCode) !== null) {
      const found = await attempt(solutionSteps(tip('coach.tooLong', {})));
      return found ?? { tip: tip('coach.tooLong', {}), checked: false, runs };
    }
    if (error.kind === 'timeout' || error.kind === 'limit') {
      const words = tip('coach.timeout', { line: line ?? '?' }, { line_number: line });
      return (await attempt(solutionSteps(words))) ?? { tip: words, checked: false, runs };
    }
    const lineIndex = line === null ? -1 : line - 1;
    const key = error.kind === 'syntax' ? 'coach.syntax' : error.kind === 'game' ? 'coach.refused' : 'coach.error';
    const params = { line: line ?? '?', message: error.message };
    const words = (extra: Partial<Tip>): Tip => tip(key, params, { line_number: line, ...extra });
    const candidates: Candidate[] = [];
    if (lineIndex >= 0 && lineIndex < lines.length) {
      const original = lineOf(lines, lineIndex);
      const indent = indentOf(original);
      if (error.kind === 'game' && indent === '') {
        // Replace the refused line with the walk to the next goal from where the rabbit was before it.
        const before = replay(start, base.events, (event) => event.line === line);
        const plan = before === null ? null : planNextGoal(before);
        if (plan !== null) {
          const added = toPython(plan.commands);
          const head = lines.slice(0, lineIndex);
          const tail = lines.slice(lineIndex + 1);
          const extra = { code_to_modify: original, code_to_add: added.join('\n') };
          candidates.push({ code: joinCode([...head, ...added, ...tail]), tip: words(extra) });
          candidates.push({ code: joinCode([...head, ...added]), tip: words({ ...extra, code_to_modify: lines.slice(lineIndex).filter(meaningful).join('\n') }) });
        }
      }
      candidates.push(...solutionSteps(words({})).filter((candidate) => candidate.tip.line_number === line));
      if (!/:\s*$/.test(original)) {
        candidates.push({ code: joinCode([...lines.slice(0, lineIndex), ...lines.slice(lineIndex + 1)]), tip: words({ code_to_modify: original, code_to_add: '' }) });
      }
    }
    candidates.push(...solutionSteps(words({})));
    candidates.push(...solutionRewrites(lines, input.solution ?? null, words({})));
    return (await attempt(candidates)) ?? { tip: words({}), checked: false, runs };
  }

  // No error, not complete: the first goal not met.
  const candidates: (Candidate | LazyCandidate)[] = [];
  const goals = level.levelGoals;
  const progress = base.goals;
  for (const [index, goal] of goals.entries()) {
    const done = progress[index];
    if (done === undefined || done.score >= done.maxScore) continue;
    if (goal.action === 'assign' || goal.action === 'compare') {
      const name = goal.variable ?? '';
      const value = goal.action === 'compare' ? goal.expectedData : goal.count ?? (goal.type !== '' ? goal.type : goal.data);
      if (name === '' || value === undefined) continue;
      const words = (extra: Partial<Tip>): Tip => tip('coach.variable', { variable: name, value: pythonValue(value) }, extra);
      const assigned = lines.findIndex((text) => new RegExp(`^${name}\\s*=`).test(text));
      const wanted = `${name} = ${pythonValue(value)}`;
      if (assigned >= 0) {
        const next = [...lines];
        next[assigned] = wanted;
        candidates.push({ code: joinCode(next), tip: words({ line_number: assigned + 1, code_to_modify: lineOf(lines, assigned), code_to_add: wanted }) });
      }
      candidates.push({ code: joinCode([...lines, wanted]), tip: words({ line_number: lines.length + 1, code_to_add: wanted }) });
      continue;
    }
    const item = itemWords(goal.type || 'thing', done.maxScore);
    const doneCount = progress.filter((entry) => entry.score >= entry.maxScore).length;
    const goalWords = (next: string, extra: Partial<Tip> & Record<string, unknown> = {}): Tip => {
      const { times, needed, ...rest } = extra as Partial<Tip> & { times?: number; needed?: number };
      const more: Record<string, number> = times === undefined || needed === undefined ? {} : { times, needed };
      return goal.action === 'collect'
        ? tip('coach.goalCount', { done: done.score, total: done.maxScore, item, itemType: goal.type, next, ...more }, rest)
        : tip('coach.goalsDone', { done: doneCount, total: progress.length, next, ...more }, rest);
    };
    // A loop one short: a range(n) whose count, changed, scores more.
    for (const [lineIndex, text] of lines.entries()) {
      const match = /range\((\d+)\)/.exec(text);
      if (!match?.[1]) continue;
      const times = Number(match[1]);
      const guesses: number[] = [];
      // Only a loop that already scores is one short; the count that scores them all comes first.
      if (done.score === 0 || times === 0) continue;
      guesses.push(Math.round((times * done.maxScore) / done.score), times + 1);
      for (const needed of guesses) {
        if (needed <= times) continue;
        const changed = text.replace(`range(${times})`, `range(${needed})`);
        const next = [...lines];
        next[lineIndex] = changed;
        const words = goalWords('coach.loopShort', { times, needed,
          line_number: lineIndex + 1,
          code_to_modify: text,
          code_to_add: changed,
        });
        candidates.push({ code: joinCode(next), tip: words });
      }
    }
    // The learner's code is the start of the reference solution: its next statement keeps them on track.
    if (onTrack(lines, input.solution ?? null)) candidates.push(...solutionSteps(goalWords('coach.nextStep')));
    // A loop whose rounds miss something: the walk to the next goal after one round, inside the loop.
    candidates.push(() => loopBodyCandidate(lines, level, start, run, () => goalWords('coach.loopBody')));
    // The walk to the next goal, from where the run left the rabbit.
    const end = replay(start, base.events);
    const plan = end === null ? null : planNextGoal(end);
    if (plan !== null) {
      const added = toPython(plan.commands);
      const last = lines.length - (lines.at(-1)?.trim() === '' ? 1 : 0);
      candidates.push({
        code: joinCode([...lines, ...added]),
        tip: goalWords('coach.nextWalk', { line_number: last + 1, code_to_add: added.join('\n') }),
      });
    }
    candidates.push(...solutionSteps(goalWords('coach.nextStep')));
    break;
  }
  candidates.push(...solutionSteps(tip('coach.nextStep', {})));
  candidates.push(...solutionRewrites(lines, input.solution ?? null, tip('coach.fixLine', {})));
  return (await attempt(candidates)) ?? { tip: tip('coach.runAgain', {}), checked: false, runs };
}

/**
 * For a program whose first top-level loop does not score: runs one round only (a `break` at the end
 * of its body), plans the walk to the next goal from there with the engine, and proposes it at the
 * end of the body, turning back to the facing the round started with so the next round repeats it.
 */
async function loopBodyCandidate(
  lines: readonly string[],
  level: Level,
  start: ReturnType<typeof createGame>,
  run: (program: string) => Promise<CoachRun>,
  words: () => Tip,
): Promise<Candidate | null> {
  const head = lines.findIndex((text) => /^(for|while)\b.*:\s*$/.test(text));
  if (head < 0) return null;
  let last = head;
  for (let index = head + 1; index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    if (!meaningful(text)) continue;
    if (indentOf(text) === '') break;
    last = index;
  }
  if (last === head) return null;
  const bodyIndent = indentOf(lineOf(lines, head + 1)) || '    ';
  const once = joinCode([...lines.slice(0, last + 1), `${bodyIndent}break`, ...lines.slice(last + 1)]);
  const oneRound = await run(once);
  if (oneRound.error !== null) return null;
  const inBody = (line: number | undefined): boolean => line !== undefined && line > head + 1 && line <= last + 1;
  const before = replay(start, oneRound.events, (event) => inBody(event.line));
  const after = replay(start, oneRound.events, (event) => event.line !== undefined && event.line > last + 2);
  if (before === null || after === null) return null;
  const plan = planNextGoal(after);
  if (plan === null) return null;
  const commands = [...plan.commands, ...turnsBetween(plan.state.player.facing, before.player.facing)];
  const added = toPython(commands).map((text) => `${bodyIndent}${text}`);
  const code = joinCode([...lines.slice(0, last + 1), ...added, ...lines.slice(last + 1)]);
  return { code, tip: { ...words(), line_number: last + 2, code_to_add: added.join('\n') } };
}

/** Whether every meaningful line of the learner's code is, in order, the start of the reference solution. */
function onTrack(lines: readonly string[], solution: string | null): boolean {
  if (solution === null) return false;
  const reference = solution.replace(/\r\n/g, '\n').split('\n').filter(meaningful).map(normalise);
  const mine = lines.filter(meaningful).map(normalise);
  return mine.length < reference.length && mine.every((text, index) => text === reference[index]);
}

/**
 * When the learner's code left the reference's road: from the first line that differs, the
 * reference's next statements in place of the learner's, growing a statement at a time, so the tip
 * is the smallest piece of the solution that gets further (never more than it takes).
 */
function solutionRewrites(lines: readonly string[], solution: string | null, words: Tip): Candidate[] {
  if (solution === null || solution.trim() === '') return [];
  const reference = solution.replace(/\r\n/g, '\n').split('\n').filter(meaningful);
  const mine = lines.map((text, index) => ({ text, index })).filter((entry) => meaningful(entry.text));
  let same = 0;
  while (same < reference.length && same < mine.length && normalise(reference[same] ?? '') === normalise(mine[same]?.text ?? '')) same += 1;
  if (same >= reference.length || same >= mine.length) return [];
  const from = mine[same]?.index ?? lines.length;
  const out: Candidate[] = [];
  const starts: number[] = [];
  for (let index = same; index < reference.length; index += 1) {
    if (indentOf(reference[index] ?? '') === '') starts.push(index);
  }
  starts.push(reference.length);
  for (const until of starts) {
    if (until <= same) continue;
    const added = reference.slice(same, until);
    out.push({
      code: joinCode([...lines.slice(0, from), ...added]),
      tip: { ...words, line_number: from + 1, code_to_add: added.join('\n'), code_to_modify: lines.slice(from).filter(meaningful).join('\n') },
    });
  }
  return out;
}

function normalise(line: string): string {
  return line.replace(/\s+/g, ' ').trim();
}

/**
 * The next step of the reference solution: after the part of the learner's code that matches it,
 * one statement (a block with its body) inserted, or the first line that differs replaced.
 */
function solutionCandidates(lines: readonly string[], solution: string | null, words: Tip): Candidate[] {
  if (solution === null || solution.trim() === '') return [];
  const reference = solution.replace(/\r\n/g, '\n').split('\n').filter(meaningful);
  const mine = lines.map((text, index) => ({ text, index })).filter((entry) => meaningful(entry.text));
  let same = 0;
  while (same < reference.length && same < mine.length && normalise(reference[same] ?? '') === normalise(mine[same]?.text ?? '')) same += 1;
  if (same >= reference.length) return [];
  const blockEnd = (from: number): number => {
    const head = reference[from] ?? '';
    let end = from + 1;
    if (/:\s*$/.test(head)) {
      const indent = indentOf(head).length;
      while (end < reference.length && indentOf(reference[end] ?? '').length > indent) end += 1;
    }
    return end;
  };
  const insertAt = same < mine.length ? (mine[same]?.index ?? lines.length) : (mine.at(-1)?.index ?? lines.length - 1) + 1;
  const out: Candidate[] = [];
  // Insert the next statement (one line, or a block with its body), then two, then three.
  let end = same;
  for (let count = 1; count <= 3 && end < reference.length; count += 1) {
    end = blockEnd(end);
    const added = reference.slice(same, end);
    const code = joinCode([...lines.slice(0, insertAt), ...added, ...lines.slice(insertAt)]);
    out.push({ code, tip: { ...words, line_number: insertAt + 1, code_to_add: added.join('\n'), code_to_modify: null } });
    if (same < mine.length) {
      // Or replace the learner's differing lines with the solution's.
      const replaced = joinCode([...lines.slice(0, insertAt), ...added, ...lines.slice(insertAt + 1)]);
      out.push({ code: replaced, tip: { ...words, line_number: insertAt + 1, code_to_add: added.join('\n'), code_to_modify: lineOf(lines, insertAt) } });
    }
  }
  // The rest of the block the next line belongs to (a loop's body is right only as a whole).
  const depth = indentOf(reference[same] ?? '').length;
  if (depth > 0) {
    let blockClose = same;
    while (blockClose < reference.length && (indentOf(reference[blockClose] ?? '').length >= depth)) blockClose += 1;
    if (blockClose > end) {
      const added = reference.slice(same, blockClose);
      const code = joinCode([...lines.slice(0, insertAt), ...added, ...lines.slice(insertAt)]);
      out.push({ code, tip: { ...words, line_number: insertAt + 1, code_to_add: added.join('\n'), code_to_modify: null } });
    }
  }
  // When the learner's code went elsewhere, the rest of the solution from the first difference.
  if (same < mine.length && reference.length - same <= 4) {
    const rest = reference.slice(same);
    out.push({ code: joinCode([...lines.slice(0, insertAt), ...rest]), tip: { ...words, line_number: insertAt + 1, code_to_add: rest.join('\n'), code_to_modify: lines.slice(insertAt).filter(meaningful).join('\n') } });
  }
  return out;
}
