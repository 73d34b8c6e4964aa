import type { Command } from './command.ts';
import { build } from './commands/build.ts';
import { collect } from './commands/collect.ts';
import { combine } from './commands/combine.ts';
import { display } from './commands/display.ts';
import { moveForward, turn } from './commands/move.ts';
import { openOrClose } from './commands/open-close.ts';
import { place } from './commands/place.ts';
import { plant } from './commands/plant.ts';
import { push } from './commands/push.ts';
import { read } from './commands/read.ts';
import { talk } from './commands/talk.ts';
import { water } from './commands/water.ts';
import { refusal } from './refusal.ts';
import type { GameState } from './state.ts';
import type { Pause, StepResult } from './step-result.ts';

/**
 * Applies one command of the learner's program to the world. Pure: the given state is never
 * changed; the result holds the next state, the events to animate and, when the command was
 * refused, the refusal (the state then differs only by one more action counted).
 */
export function step(state: GameState, command: Command): StepResult {
  if (state.actions >= state.maxActions) {
    const why = refusal('action_limit', { limit: state.maxActions });
    return { state, events: [{ type: 'refused', refusal: why }], refusal: why };
  }
  switch (command.type) {
    case 'move_forward':
      return moveForward(state, command.steps);
    case 'turn_left':
      return turn(state, 'left');
    case 'turn_right':
      return turn(state, 'right');
    case 'push':
      return push(state);
    case 'speak':
      return talk(state, command.type, command.text);
    case 'write':
    case 'question':
      return withPause(talk(state, command.type, command.text), command.type, command.text);
    case 'read': {
      const result = read(state);
      const shown = result.events.find((event) => event.type === 'read');
      return shown ? withPause(result, 'read', shown.text) : result;
    }
    case 'display':
      return withPause(display(state, command.text), 'display', command.text);
    case 'build':
      return build(state, command.structure);
    case 'water':
      return water(state);
    case 'collect':
      return collect(state, command.item);
    case 'open':
    case 'close':
      return openOrClose(state, command.type);
    case 'place':
      return place(state, command.what);
    case 'combine':
      return combine(state, command.recipe);
    case 'plant':
      return plant(state, command.dictionary, command.key);
  }
}


/** Popups pause the program only when the command happened; a refusal shows no popup. */
function withPause(result: StepResult, kind: Pause['kind'], text: string): StepResult {
  return result.refusal ? result : { ...result, pause: { kind, text } };
}
