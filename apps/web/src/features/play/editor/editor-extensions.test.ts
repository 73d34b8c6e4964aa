import { describe, expect, it } from 'vitest';
import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { commandCompletions } from './editor-extensions.ts';

function complete(before: string, explicit = false) {
  const state = EditorState.create({ doc: before });
  return commandCompletions(new CompletionContext(state, before.length, explicit));
}

describe('command autocomplete', () => {
  it.each([['mov'], ['from player import *\nturn'], ['    col']])('after %j offers every command in the spec\'s order', (before) => {
    const result = complete(before);
    expect(result?.options.slice(0, 3).map((option) => option.label)).toEqual(['move_forward', 'turn_left', 'turn_right']);
    expect(result?.options.map((option) => option.label)).toEqual(expect.arrayContaining(['turn_left', 'collect', 'speak', 'plant']));
  });

  it('shows each command with its docstring', () => {
    const move = complete('mo')?.options.find((option) => option.label === 'move_forward');
    expect(move?.detail).toBe('(steps=1)');
    expect(String(move?.info)).toContain('move_forward(3) takes three steps');
  });

  it.each([
    ['speak("mov'],
    ["write('hel"],
    ['# move'],
    ['x = 1  # tur'],
  ])('stays quiet inside strings and comments: %j', (before) => {
    expect(complete(before)).toBeNull();
  });

  it('waits for a letter unless asked', () => {
    expect(complete('x = ')).toBeNull();
  });
});
