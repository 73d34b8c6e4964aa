import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeRunner, runLevel } from './node-host.ts';
import type { RunnerHost } from './runner-host.ts';
import { talkingLevel } from './test-levels.ts';

// Every error the learner reads comes as a key with parameters that are names, numbers or code,
// never an English sentence: the web says it in the child's language.
let runner: RunnerHost;

beforeAll(async () => {
  runner = createNodeRunner();
  await runner.ready();
});

afterAll(() => runner.close());

const run = (code: string) => runLevel(talkingLevel(), code, { runner });

describe('errors come with keys', () => {
  it.each<[string, string, string, Record<string, unknown>, string | null, Record<string, unknown>]>([
    ['misspelt command', 'from player import *\nmove_forwad()\n', 'runner.python.NameError', { name: 'move_forwad' }, 'runner.hint.noCommand', { name: 'move_forwad', suggestion: 'move_forward' }],
    ['no import', 'move_forward()\n', 'runner.python.NameError', { name: 'move_forward' }, 'runner.hint.importPlayer', {}],
    ['unknown name', 'from player import *\nprint(zebra)\n', 'runner.python.NameError', { name: 'zebra' }, 'runner.hint.unknownName', { name: 'zebra' }],
    ['missing colon', 'from player import *\nfor i in range(3)\n    move_forward()\n', 'runner.python.SyntaxError', {}, 'runner.hint.colon', {}],
    ['bad indent', 'from player import *\nfor i in range(3):\nmove_forward()\n', 'runner.python.IndentationError', {}, 'runner.hint.indent', {}],
    ['bare command', 'from player import *\nmove_forward\n', 'runner.message.bareCommand', { name: 'move_forward' }, 'runner.hint.parentheses', { name: 'move_forward' }],
    ['division', 'from player import *\nx = 1 / 0\n', 'runner.python.ZeroDivisionError', {}, null, {}],
    ['key', 'from player import *\nd = {}\nd["a"]\n', 'runner.python.KeyError', { key: "'a'" }, null, {}],
    ['game check', 'from player import *\nspeak([1])\n', 'runner.message.needsText', { command: 'speak', given: 'list' }, null, {}],
    ['steps', 'from player import *\nmove_forward(0)\n', 'engine.refusal.invalid_steps', {}, null, {}],
    ['other exception', 'from player import *\nraise StopIteration\n', 'runner.python.other', { type: 'StopIteration' }, null, {}],
  ])('%s', async (_name, code, key, params, hintKey, hintParams) => {
    const { error } = await run(code);
    expect(error?.key).toBe(key);
    expect(error?.params).toEqual(params);
    expect(error?.hintKey ?? null).toBe(hintKey);
    if (hintKey !== null) {
      expect(error?.hintParams).toEqual(hintParams);
      // The English hint stays for the CLI and the language model.
      expect(error?.hint).toMatch(/\w/);
    }
  });

  it('the action cap names its limit', async () => {
    const { error } = await runLevel(talkingLevel(), 'from player import *\nwhile True:\n    turn_left()\n', { runner, actionLimit: 5 });
    expect(error).toMatchObject({ kind: 'limit', key: 'engine.refusal.action_limit', params: { limit: 5 } });
  });
});
