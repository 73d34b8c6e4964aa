import { describe, expect, it } from 'vitest';
import { diagnose, diagnosisCandidates, firstDivergence } from './diagnose.ts';
import { neverRunLine } from './never-runs.ts';
import { blankProgram } from './goal-tip.ts';

const solution = 'from player import *\n\nmove_forward(4)\ncollect()\nturn_right()\nmove_forward(4)\nturn_left()\nmove_forward(2)\ncollect()\n';
const lines = (code: string): string[] => code.split('\n');
const edit = (from: string, to: string): string[] => lines(solution.replace(from, to));

describe('diagnose', () => {
  it('names a step count that is off, with the count the program takes and the one it needs', () => {
    const found = diagnose(edit('move_forward(2)', 'move_forward(3)'), solution);
    expect(found).toMatchObject({ kind: 'steps', line: 8, params: { actual: 3, needed: 2 }, codeToAdd: 'move_forward(2)', codeToModify: 'move_forward(3)' });
    expect(found?.code).toBe(solution);
  });

  it('reads move_forward() as one step and move_forward(1) as the same line', () => {
    expect(diagnose(edit('move_forward(2)', 'move_forward()'), solution)).toMatchObject({ kind: 'steps', params: { actual: 1, needed: 2 } });
    const ones = 'move_forward()\nturn_left()\n';
    expect(diagnose(lines('move_forward(1)\nturn_left()\n'), ones)).toBeNull();
  });

  it('finds a missing turn and says where it goes (the line now in its place)', () => {
    const found = diagnose(edit('turn_right()\n', ''), solution);
    expect(found).toMatchObject({ kind: 'missingTurn', line: 5, codeToAdd: 'turn_right()', codeToModify: null });
    expect(found?.code).toBe(solution);
  });

  it('names a turn the wrong way', () => {
    expect(diagnose(edit('turn_left()', 'turn_right()'), solution)).toMatchObject({ kind: 'wrongTurn', line: 7, params: { command: 'turn_left()' } });
  });

  it('finds two commands in the wrong order and points at the first of them', () => {
    const found = diagnose(edit('turn_left()\nmove_forward(2)', 'move_forward(2)\nturn_left()'), solution);
    expect(found).toMatchObject({ kind: 'order', line: 7, params: { other: 8 } });
    expect(found?.code).toBe(solution);
  });

  it('tells a loop count from another number', () => {
    const loop = 'for stair in range(6):\n    move_forward()\n    collect()\n';
    expect(diagnose(lines(loop.replace('6', '5')), loop)).toMatchObject({ kind: 'loopCount', line: 1, params: { actual: '5', needed: '6' } });
    const call = 'visit(2, "Ada")\nvisit(3, "Bo")\n';
    expect(diagnose(lines(call.replace('3', '4')), call)).toMatchObject({ kind: 'number', line: 2, params: { actual: '4', needed: '3' } });
  });

  it('names the wrong item and leaves numbers inside strings alone', () => {
    const pick = 'move_forward()\ncollect("apple")\nspeak("Hi 5")\n';
    expect(diagnose(lines(pick.replace('apple', 'pear')), pick)).toMatchObject({ kind: 'wrongItem', line: 2, params: { actual: '"pear"', needed: '"apple"' } });
    expect(diagnose(lines(pick.replace('Hi 5', 'Hi 6')), pick)).toMatchObject({ kind: 'wrongItem', line: 3 });
  });

  it('finds a command too many and a command missing', () => {
    expect(diagnose(edit('collect()\nturn_right()', 'collect()\ncollect()\nturn_right()'), solution)).toMatchObject({ kind: 'extra', line: 5 });
    expect(diagnose(edit('move_forward(4)\ncollect()', 'move_forward(4)'), solution)).toMatchObject({ kind: 'missing', line: 4, params: { command: 'collect()' } });
  });

  it('says nothing when the programs differ in more than one place, or there is no reference', () => {
    expect(diagnose(edit('move_forward(4)\ncollect()\nturn_right()', 'move_forward(3)\ncollect()\nturn_left()'), solution)).toBeNull();
    expect(diagnose(lines(solution), null)).toBeNull();
    expect(diagnose(lines(solution), solution)).toBeNull();
  });

  it('words the diagnosis with its own key and the line, never an English sentence as a parameter', () => {
    const [candidate] = diagnosisCandidates(edit('move_forward(2)', 'move_forward(3)'), solution);
    expect(candidate?.tip).toMatchObject({ text_key: 'coach.bugSteps', text_params: { line: 8, actual: 3, needed: 2 }, line_number: 8 });
    expect(candidate?.tip.text).toBe('Line 8: count the steps again. Your program takes 3 here, but it needs 2.');
  });
});

describe('diagnose, step by step', () => {
  it('counts a walk written as single steps against the walk it needs', () => {
    const found = diagnose(lines('move_forward()\nmove_forward()\nmove_forward()\ncollect()\n'), 'move_forward(4)\ncollect()\n');
    expect(found).toMatchObject({ kind: 'steps', line: 3, params: { actual: 3, needed: 4 }, codeToAdd: 'move_forward(2)' });
    expect(found?.code).toBe('move_forward()\nmove_forward()\nmove_forward(2)\ncollect()\n');
  });

  it('takes the steps too many off the last line of the walk', () => {
    const found = diagnose(lines('move_forward(3)\nmove_forward(2)\ncollect()\n'), 'move_forward(4)\ncollect()\n');
    expect(found).toMatchObject({ kind: 'steps', line: 2, params: { actual: 5, needed: 4 }, codeToAdd: 'move_forward()' });
  });

  it('finds a turn missing between two walks written in other words', () => {
    const found = diagnose(lines('move_forward()\nmove_forward()\nmove_forward(2)\n'), 'move_forward(2)\nturn_left()\nmove_forward(2)\n');
    expect(found).toMatchObject({ kind: 'missingTurn', line: 3, codeToAdd: 'turn_left()' });
  });

  it('does not put a turn in the middle of one move_forward(n)', () => {
    expect(diagnose(lines('move_forward(4)\n'), 'move_forward(2)\nturn_left()\nmove_forward(2)\n')).toBeNull();
  });
});

describe('firstDivergence', () => {
  it('finds the first walk that stops short, even when more differs after it', () => {
    const code = edit('move_forward(4)\ncollect()', 'move_forward(3)\ncollect()').map((text) => (text === 'move_forward(2)' ? 'move_forward(5)' : text));
    expect(diagnose(code, solution)).toBeNull();
    expect(firstDivergence(code, solution)).toMatchObject({ kind: 'steps', line: 3, params: { actual: 3, needed: 4 }, codeToAdd: 'move_forward(4)' });
  });

  it('finds a walk that goes past the turn, and a turn the wrong way', () => {
    expect(firstDivergence(lines('move_forward(6)\ncollect()\n'), 'move_forward(4)\nturn_left()\nmove_forward(1)\ncollect()\n')).toMatchObject({ kind: 'steps', line: 1, params: { actual: 6, needed: 4 } });
    expect(firstDivergence(lines('move_forward(2)\nturn_right()\nmove_forward(3)\n'), 'move_forward(2)\nturn_left()\nmove_forward(2)\n')).toMatchObject({ kind: 'wrongTurn', line: 2, params: { command: 'turn_left()' } });
  });

  it('finds a turn missing before a pick', () => {
    expect(firstDivergence(lines('move_forward(2)\ncollect()\nmove_forward(9)\n'), 'move_forward(2)\nturn_left()\ncollect()\n')).toMatchObject({ kind: 'missingTurn', line: 2 });
  });
});

describe('neverRunLine', () => {
  const run = (lines: number[]) => ({ completed: false, error: null, variables: {}, goals: [], events: lines.map((line) => ({ type: 'moved', line }) as never) });
  const code = lines('from player import *\nmove_forward()\nif False:\n    collect()\n');

  it('finds a command inside a block that no event came from', () => {
    expect(neverRunLine(code, run([2]))).toBe(4);
    expect(neverRunLine(code, run([2, 4]))).toBeNull();
  });

  it('stays quiet when the run stopped with an error', () => {
    expect(neverRunLine(code, { ...run([2]), error: { kind: 'game', message: 'Bump', line: 2 } })).toBeNull();
  });
});

describe('blankProgram', () => {
  it('is a program of imports and comments only', () => {
    expect(blankProgram(lines('from player import *\n\n# start here\n'))).toBe(true);
    expect(blankProgram(lines('from player import *\nmove_forward()\n'))).toBe(false);
  });
});
