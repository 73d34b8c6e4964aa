import { indentOf, joinCode, meaningful, normalise } from '../code-lines.ts';
import type { Candidate } from '../coach-run.ts';
import { tip } from '../coach-texts.ts';

/**
 * Finds the one place where the learner's program leaves the level's reference solution and names
 * what kind of mistake it is: a step count, a loop count or another number that is off, a turn
 * missing or the wrong way, two lines in the wrong order, the wrong item, a line too many or one
 * missing. The fix is the reference's own line, so the coach can run it before saying anything.
 */

export type BugKind = 'steps' | 'loopCount' | 'number' | 'missingTurn' | 'wrongTurn' | 'order' | 'wrongItem' | 'missing' | 'extra' | 'line';

export interface Diagnosis {
  readonly kind: BugKind;
  /** The learner's line (1-based) the mistake is on, or where the missing line goes. */
  readonly line: number;
  /** The learner's program with this one mistake fixed. */
  readonly code: string;
  readonly codeToAdd: string;
  readonly codeToModify: string | null;
  /** What the words say: the count or item the program has and the one it needs, the other line... */
  readonly params: Readonly<Record<string, string | number>>;
}

/** The words each kind of mistake is told with (keys of COACH_TEXTS). */
export const BUG_TEXT_KEYS: Readonly<Record<BugKind, string>> = {
  steps: 'coach.bugSteps',
  loopCount: 'coach.bugLoopCount',
  number: 'coach.bugNumber',
  missingTurn: 'coach.bugMissingTurn',
  wrongTurn: 'coach.bugWrongTurn',
  order: 'coach.bugOrder',
  wrongItem: 'coach.bugWrongItem',
  missing: 'coach.bugMissing',
  extra: 'coach.bugExtra',
  line: 'coach.bugLine',
};

interface Row {
  readonly text: string;
  /** The index of the line in its program. */
  readonly index: number;
  readonly key: string;
}

const TURN = /^turn_(left|right)\(\)$/;
const MOVE = /^move_forward\((\d*)\)$/;
const NUMBER = /(?<![\w.])\d+(?![\w.])/g;
const STRING = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;

/** A line as compared: spacing folded, `move_forward(1)` the same as `move_forward()`. */
function keyOf(text: string): string {
  return normalise(text).replace(/^move_forward\(\s*1\s*\)$/, 'move_forward()').replace(/'/g, '"');
}

function rows(lines: readonly string[]): Row[] {
  return lines.flatMap((text, index) => (meaningful(text) ? [{ text, index, key: keyOf(text) }] : []));
}

/** The numbers of a line outside its strings, in order. */
function numbersOf(key: string): string[] {
  return key.replace(STRING, '""').match(NUMBER) ?? [];
}

function withoutNumbers(key: string): string {
  return key.replace(STRING, '""').replace(NUMBER, '#');
}

function stringsOf(key: string): string[] {
  return key.match(STRING) ?? [];
}

function stepsOf(key: string): number | null {
  const match = MOVE.exec(key);
  if (!match) return null;
  return match[1] === '' || match[1] === undefined ? 1 : Number(match[1]);
}

/** Which kind of change turns the learner's line into the reference's, and what the words say. */
function classifyChange(mine: string, reference: string): { kind: BugKind; params: Record<string, string | number> } {
  if (TURN.test(mine) && TURN.test(reference)) return { kind: 'wrongTurn', params: { command: reference } };
  const mySteps = stepsOf(mine);
  const neededSteps = stepsOf(reference);
  if (mySteps !== null && neededSteps !== null) return { kind: 'steps', params: { actual: mySteps, needed: neededSteps } };
  const mineNumbers = numbersOf(mine);
  const referenceNumbers = numbersOf(reference);
  if (mineNumbers.length === referenceNumbers.length && mineNumbers.length > 0 && withoutNumbers(mine) === withoutNumbers(reference)) {
    const at = mineNumbers.findIndex((value, index) => value !== referenceNumbers[index]);
    if (at >= 0 && stringsOf(mine).join() === stringsOf(reference).join()) {
      const params = { actual: mineNumbers[at] ?? '', needed: referenceNumbers[at] ?? '' };
      return { kind: /\brange\(/.test(mine) && /\brange\(/.test(reference) ? 'loopCount' : 'number', params };
    }
  }
  const mineStrings = stringsOf(mine);
  const referenceStrings = stringsOf(reference);
  if (mineStrings.length === referenceStrings.length && mineStrings.length > 0 && mine.replace(STRING, '""') === reference.replace(STRING, '""')) {
    const at = mineStrings.findIndex((value, index) => value !== referenceStrings[index]);
    return { kind: 'wrongItem', params: { actual: mineStrings[at] ?? '', needed: referenceStrings[at] ?? '' } };
  }
  return { kind: 'line', params: {} };
}

/** The reference's line at the indentation of the learner's line it replaces (or its own). */
function placed(reference: string, like: string | undefined): string {
  const text = reference.trim();
  if (like === undefined) return reference;
  return `${indentOf(like)}${text}`;
}

/** Where two programs part: the rows they share at the start, and what each has between the shared start and end. */
function middles(reference: readonly Row[], mine: readonly Row[]): { same: number; referenceMiddle: Row[]; mineMiddle: Row[] } {
  let same = 0;
  while (same < reference.length && same < mine.length && reference[same]?.key === mine[same]?.key) same += 1;
  let tail = 0;
  const room = Math.min(reference.length, mine.length) - same;
  while (tail < room && reference[reference.length - 1 - tail]?.key === mine[mine.length - 1 - tail]?.key) tail += 1;
  return { same, referenceMiddle: reference.slice(same, reference.length - tail), mineMiddle: mine.slice(same, mine.length - tail) };
}

/** Rows with every `move_forward(n)` as n single steps, each step keeping its line. */
function steps(source: readonly Row[]): Row[] {
  return source.flatMap((row) => {
    const count = stepsOf(row.key);
    if (count === null) return [row];
    return Array.from({ length: count }, () => ({ ...row, key: 'move_forward()' }));
  });
}

const STEP = 'move_forward()';

/**
 * The same comparison step by step, for a program that walks the same road in other words
 * (`move_forward()` three times for `move_forward(3)`): a walk too short or too long, or a turn
 * missing between two walks.
 */
function diagnoseSteps(lines: readonly string[], reference: readonly Row[], mineRows: readonly Row[]): Diagnosis | null {
  const mine = steps(mineRows);
  const { same, referenceMiddle, mineMiddle } = middles(steps(reference), mine);
  const before = mine[same - 1];
  const after = mine[same + mineMiddle.length];
  if (referenceMiddle.every((row) => row.key === STEP) && mineMiddle.every((row) => row.key === STEP) && referenceMiddle.length !== mineMiddle.length) {
    // The walk around the difference: the consecutive step lines next to it.
    const touching = [...mineMiddle, ...(before?.key === STEP ? [before] : []), ...(after?.key === STEP ? [after] : [])];
    if (touching.length === 0) return null;
    const first = Math.min(...touching.map((row) => row.index));
    const last = Math.max(...touching.map((row) => row.index));
    let from = first;
    while (from > 0 && (!meaningful(lines[from - 1] ?? '') || stepsOf(keyOf(lines[from - 1] ?? '')) !== null)) from -= 1;
    let to = last;
    while (to + 1 < lines.length && (!meaningful(lines[to + 1] ?? '') || stepsOf(keyOf(lines[to + 1] ?? '')) !== null)) to += 1;
    const walk = mineRows.filter((row) => row.index >= from && row.index <= to && stepsOf(row.key) !== null);
    const actual = walk.reduce((sum, row) => sum + (stepsOf(row.key) ?? 0), 0);
    const needed = actual + referenceMiddle.length - mineMiddle.length;
    const target = walk.at(-1);
    if (target === undefined || needed <= 0) return null;
    const own = stepsOf(target.key) ?? 0;
    const left = own + needed - actual;
    if (left < 0) return null;
    const fixed = left === 0 ? null : `${indentOf(target.text)}${left === 1 ? 'move_forward()' : `move_forward(${left})`}`;
    const next = fixed === null ? [...lines.slice(0, target.index), ...lines.slice(target.index + 1)] : lines.map((text, index) => (index === target.index ? fixed : text));
    return { kind: 'steps', line: target.index + 1, code: joinCode(next), codeToAdd: fixed ?? '', codeToModify: target.text, params: { actual, needed } };
  }
  if (referenceMiddle.length === 1 && mineMiddle.length === 0 && TURN.test(referenceMiddle[0]?.key ?? '')) {
    // Only between two lines: a turn cannot go in the middle of one move_forward(n).
    if (after === undefined || (before !== undefined && before.index === after.index)) return null;
    const text = `${indentOf(after.text)}${referenceMiddle[0]?.key ?? ''}`;
    const code = joinCode([...lines.slice(0, after.index), text, ...lines.slice(after.index)]);
    return { kind: 'missingTurn', line: after.index + 1, code, codeToAdd: text, codeToModify: null, params: { command: referenceMiddle[0]?.key ?? '' } };
  }
  return null;
}

/**
 * The one difference between the learner's program and the reference, or null when they differ
 * in more than one place (or not at all, or there is no reference).
 */
export function diagnose(lines: readonly string[], solution: string | null): Diagnosis | null {
  if (solution === null || solution.trim() === '') return null;
  const reference = rows(solution.replace(/\r\n/g, '\n').split('\n'));
  const mine = rows(lines);
  const { same, referenceMiddle, mineMiddle } = middles(reference, mine);
  const line = (row: Row): number => row.index + 1;

  if (referenceMiddle.length === 1 && mineMiddle.length === 0) {
    const missing = referenceMiddle[0] as Row;
    const after = mine[same];
    const before = mine[same - 1];
    const insertAt = after?.index ?? (before === undefined ? lines.length : before.index + 1);
    const text = missing.text.replace(/\s+$/, '');
    const code = joinCode([...lines.slice(0, insertAt), text, ...lines.slice(insertAt)]);
    const kind: BugKind = TURN.test(missing.key) ? 'missingTurn' : 'missing';
    return { kind, line: insertAt + 1, code, codeToAdd: text, codeToModify: null, params: { command: missing.key } };
  }
  if (referenceMiddle.length === 0 && mineMiddle.length === 1) {
    const extra = mineMiddle[0] as Row;
    const code = joinCode([...lines.slice(0, extra.index), ...lines.slice(extra.index + 1)]);
    return { kind: 'extra', line: line(extra), code, codeToAdd: '', codeToModify: extra.text, params: { command: extra.key } };
  }
  if (referenceMiddle.length === 2 && mineMiddle.length === 2) {
    const [first, second] = mineMiddle as [Row, Row];
    const [wantFirst, wantSecond] = referenceMiddle as [Row, Row];
    if (first.key === wantSecond.key && second.key === wantFirst.key) {
      const next = [...lines];
      next[first.index] = placed(second.text, first.text);
      next[second.index] = placed(first.text, second.text);
      return {
        kind: 'order',
        line: line(first),
        code: joinCode(next),
        codeToAdd: `${next[first.index] ?? ''}\n${next[second.index] ?? ''}`,
        codeToModify: `${first.text}\n${second.text}`,
        params: { other: line(second) },
      };
    }
  }
  if (referenceMiddle.length === 1 && mineMiddle.length === 1) {
    const wrong = mineMiddle[0] as Row;
    const wanted = referenceMiddle[0] as Row;
    const { kind, params } = classifyChange(wrong.key, wanted.key);
    const fixed = placed(wanted.text, wrong.text);
    const next = [...lines];
    next[wrong.index] = fixed;
    return { kind, line: line(wrong), code: joinCode(next), codeToAdd: fixed, codeToModify: wrong.text, params };
  }
  return diagnoseSteps(lines, reference, mine);
}

/** The diagnosis as a candidate: the fixed program, told with the words of its kind at its line. */
export function diagnosisCandidates(lines: readonly string[], solution: string | null, find = diagnose): Candidate[] {
  const found = find(lines, solution);
  if (found === null) return [];
  const words = tip(BUG_TEXT_KEYS[found.kind], { line: found.line, ...found.params }, {
    line_number: found.line,
    code_to_add: found.codeToAdd,
    code_to_modify: found.codeToModify,
  });
  return [{ code: found.code, tip: words }];
}

/** Consecutive single steps from `from`, going forwards (`direction` 1) or backwards (-1). */
function stepRun(units: readonly Row[], from: number, direction: 1 | -1): Row[] {
  const out: Row[] = [];
  for (let index = from; index >= 0 && index < units.length && units[index]?.key === STEP; index += direction) out.push(units[index] as Row);
  return out;
}

/**
 * Where the program first leaves the reference's road, step by step, even when more differs after:
 * a walk that stops short of a turn or a pick (or goes past it), or a turn missing or the wrong way
 * there. Its fix alone may not finish the level; the coach offers it only when it gets further.
 */
export function firstDivergence(lines: readonly string[], solution: string | null): Diagnosis | null {
  if (solution === null || solution.trim() === '') return null;
  const mineRows = rows(lines);
  const mine = steps(mineRows);
  const reference = steps(rows(solution.replace(/\r\n/g, '\n').split('\n')));
  let same = 0;
  while (same < mine.length && same < reference.length && mine[same]?.key === reference[same]?.key) same += 1;
  const mineNext = mine[same];
  const wanted = reference[same];
  if (mineNext === undefined || wanted === undefined) return null;
  const walkBefore = stepRun(mine, same - 1, -1);
  if ((mineNext.key === STEP) !== (wanted.key === STEP)) {
    const short = wanted.key === STEP;
    const change = short ? stepRun(reference, same, 1).length : -stepRun(mine, same, 1).length;
    const walk = short ? walkBefore : [...walkBefore, ...stepRun(mine, same, 1)];
    const target = walk.length === 0 ? undefined : walk.reduce((last, row) => (row.index > last.index ? row : last));
    if (target === undefined) return null;
    const actual = walk.length;
    // A step row's key is one step; its own line says how many it takes.
    const left = (stepsOf(keyOf(target.text)) ?? 0) + change;
    if (left < 0 || actual + change <= 0) return null;
    const fixed = left === 0 ? null : `${indentOf(target.text)}${left === 1 ? 'move_forward()' : `move_forward(${left})`}`;
    const next = fixed === null ? [...lines.slice(0, target.index), ...lines.slice(target.index + 1)] : lines.map((text, index) => (index === target.index ? fixed : text));
    return { kind: 'steps', line: target.index + 1, code: joinCode(next), codeToAdd: fixed ?? '', codeToModify: target.text, params: { actual, needed: actual + change } };
  }
  if (TURN.test(wanted.key) && TURN.test(mineNext.key) && reference[same + 1]?.key === mine[same + 1]?.key) {
    const fixed = `${indentOf(mineNext.text)}${wanted.key}`;
    const code = joinCode(lines.map((text, index) => (index === mineNext.index ? fixed : text)));
    return { kind: 'wrongTurn', line: mineNext.index + 1, code, codeToAdd: fixed, codeToModify: mineNext.text, params: { command: wanted.key } };
  }
  if (TURN.test(wanted.key) && mineNext.key === reference[same + 1]?.key && mineNext.key !== STEP) {
    const text = `${indentOf(mineNext.text)}${wanted.key}`;
    const code = joinCode([...lines.slice(0, mineNext.index), text, ...lines.slice(mineNext.index)]);
    return { kind: 'missingTurn', line: mineNext.index + 1, code, codeToAdd: text, codeToModify: null, params: { command: wanted.key } };
  }
  return null;
}
