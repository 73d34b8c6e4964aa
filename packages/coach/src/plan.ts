import { ANY_TEXT, step, type Command, type GameState, type GoalState, type Position } from '@codehop/engine';

/** The score of the goals the engine scores while the program runs (not the variable goals). */
export function actionScore(state: GameState): number {
  let sum = 0;
  for (const goal of state.goals) if (goal.action !== 'assign' && goal.action !== 'compare') sum += Math.min(goal.score, goal.maxScore);
  return sum;
}

function textFor(goal: GoalState): string {
  if (typeof goal.data === 'string' && goal.data !== ANY_TEXT && goal.data.trim() !== '') return goal.data;
  return 'Hello';
}

/** The commands that could score an unmet goal where the player stands. */
function actionsFor(goal: GoalState): Command[] {
  switch (goal.action) {
    case 'collect':
      return goal.type ? [{ type: 'collect' }, { type: 'collect', item: goal.type }] : [{ type: 'collect' }];
    case 'water':
      return [{ type: 'water' }];
    case 'open':
      return [{ type: 'open' }];
    case 'close':
      return [{ type: 'close' }];
    case 'read':
      return [{ type: 'read' }];
    case 'build':
      return [{ type: 'build', structure: goal.type }];
    case 'place':
      return [
        ...(typeof goal.cost?.amount === 'number' ? [{ type: 'place', what: goal.cost.amount } as const] : []),
        ...(goal.count !== undefined ? [{ type: 'place', what: goal.count } as const] : []),
        { type: 'place', what: goal.type },
        { type: 'place', what: 1 },
      ];
    case 'combine':
      return [{ type: 'combine', recipe: goal.type }];
    case 'speak':
      return [{ type: 'speak', text: textFor(goal) }];
    case 'write':
      return [{ type: 'write', text: textFor(goal) }];
    case 'display':
      return [{ type: 'display', text: textFor(goal) }];
    case 'question':
      return [{ type: 'question', text: textFor(goal) }];
    default:
      return [];
  }
}

export interface Plan {
  readonly commands: readonly Command[];
  readonly goal: GoalState;
  readonly state: GameState;
}

const MOVES: readonly Command[] = [{ type: 'move_forward', steps: 1 }, { type: 'turn_left' }, { type: 'turn_right' }];
const MAX_STATES = 6000;

/**
 * The shortest walk (moves and turns, as a program can give them) from where the player stands and
 * faces to a spot where one command scores an unmet goal, found by a breadth-first search over
 * the engine's own steps; null when no such spot is reachable by walking.
 */
export function planNextGoal(start: GameState): Plan | null {
  const unmet = start.goals.filter((goal) => goal.action !== 'assign' && goal.action !== 'compare' && goal.score < goal.maxScore);
  if (unmet.length === 0) return null;
  const base = actionScore(start);
  const key = (state: GameState): string => `${state.player.position[0]},${state.player.position[1]},${state.player.facing[0]},${state.player.facing[1]}`;
  const seen = new Set<string>([key(start)]);
  let frontier: { state: GameState; commands: Command[] }[] = [{ state: start, commands: [] }];
  while (frontier.length > 0 && seen.size < MAX_STATES) {
    for (const node of frontier) {
      for (const goal of unmet) {
        for (const action of actionsFor(goal)) {
          const result = step(node.state, action);
          if (result.refusal === undefined && actionScore(result.state) > base) {
            return { commands: [...node.commands, action], goal, state: result.state };
          }
        }
      }
    }
    const next: { state: GameState; commands: Command[] }[] = [];
    for (const node of frontier) {
      for (const move of MOVES) {
        const result = step(node.state, move);
        if (result.refusal !== undefined) continue;
        const id = key(result.state);
        if (seen.has(id)) continue;
        seen.add(id);
        next.push({ state: result.state, commands: [...node.commands, move] });
      }
    }
    frontier = next;
  }
  return null;
}

function pythonString(text: string): string {
  return JSON.stringify(text);
}

/** Python lines for commands, consecutive single steps merged into move_forward(n). */
export function toPython(commands: readonly Command[]): string[] {
  const lines: string[] = [];
  let steps = 0;
  const flush = (): void => {
    if (steps > 0) lines.push(steps === 1 ? 'move_forward()' : `move_forward(${steps})`);
    steps = 0;
  };
  for (const command of commands) {
    if (command.type === 'move_forward') {
      steps += command.steps;
      continue;
    }
    flush();
    switch (command.type) {
      case 'collect':
        lines.push(command.item === undefined ? 'collect()' : `collect(${pythonString(String(command.item))})`);
        break;
      case 'build':
        lines.push(`build(${pythonString(command.structure)})`);
        break;
      case 'place':
        lines.push(`place(${typeof command.what === 'number' ? command.what : pythonString(command.what)})`);
        break;
      case 'combine':
        lines.push(`combine(${pythonString(command.recipe)})`);
        break;
      case 'speak':
      case 'write':
      case 'display':
      case 'question':
        lines.push(`${command.type}(${pythonString(command.text)})`);
        break;
      default:
        lines.push(`${command.type}()`);
    }
  }
  flush();
  return lines;
}

/** The turns that bring a player facing `from` to face `to` (none, one, or two right turns). */
export function turnsBetween(from: readonly [number, number], to: readonly [number, number]): Command[] {
  if (from[0] === to[0] && from[1] === to[1]) return [];
  // Turning right on screen (y down): (x, y) -> (-y, x).
  if (-from[1] === to[0] && from[0] === to[1]) return [{ type: 'turn_right' }];
  if (from[1] === to[0] && -from[0] === to[1]) return [{ type: 'turn_left' }];
  return [{ type: 'turn_right' }, { type: 'turn_right' }];
}

export type { Position };
