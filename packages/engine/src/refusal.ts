/**
 * Why a command did not happen, as a value: a code, an i18n key and the parameters the message
 * needs. The runner turns a refusal into a Python exception with the English text; the web app
 * may translate the key instead. Messages speak to a child: what went wrong, what to try.
 * Parameters holding item ids (`item`, `object`, `material`, `structure`, `type`) are ids such
 * as `red_berry`; `formatRefusal` shows them as words.
 */
export const REFUSAL_MESSAGES = {
  action_limit:
    'Your program did {limit} actions, the most one run may do. Look for a loop that never stops.',
  invalid_steps: 'move_forward needs a whole number of steps, like move_forward(3).',
  bumped_wall: 'Bump! A wall is in the way. Turn and find another way.',
  bumped_water: 'Splash! You cannot walk on water. Build a bridge first.',
  bumped_object: 'Bump! A {object} is in the way. Walk around it, or push it if it is a rock.',
  push_only_rocks: 'Only rocks can be pushed. Face a rock, then push().',
  push_blocked: 'The rock cannot move: something is behind it. Try pushing it from another side.',
  not_on_xmark: 'Stand on an X mark to {action}, and face the target.',
  not_facing_target: 'You are on the X mark. Now turn to face the target, then {action} again.',
  wrong_word: 'Not quite! The words must match exactly. Check the spelling, capital letters and spaces.',
  build_wrong_location: 'You cannot build here. Stand on the build X mark and face the spot to build on.',
  build_wrong_word: 'You cannot build "{word}" here. Check the name of the structure in the Code Book.',
  build_not_enough: 'You need {needed} {material} to build this, but you have {have}. Collect more first.',
  water_no_canteen: 'You need a {item} to water plants. Collect one first.',
  nothing_to_collect:
    'There is nothing here to collect. Walk onto the tile with the item, or stand on an X mark and face it.',
  collect_invalid_object: 'There is no {object} to collect here. Check the name of what you want.',
  collect_wrong_word_water: 'To fill up with water, say which thing you collect: collect("water").',
  collect_closed: 'The {object} is closed. Open it first, then collect.',
  already_open: 'The {object} is already open.',
  already_closed: 'The {object} is already closed.',
  nothing_to_open: 'There is nothing here to {action}. Face a door, gate, chest or oven.',
  variable_unset: 'The variable {variable} does not exist yet. Create it and give it a value.',
  assign_mismatch: 'The variable {variable} does not hold the right value yet. Check what you put in it.',
  compare_mismatch: '{variable} is not what the level expects yet. Print it to see what it holds.',
  wrong_amount: 'The numbers do not match: you have {have} {item}, and the amount here is {given}. Count again.',
  wrong_object: 'That is not the right thing to {action} here. Check the goal of the level.',
  not_enough_items: 'You need {needed} {item} to {action} here, but you have {have}. Collect more first.',
  display_wrong_position: 'There is no screen here. Stand on the display X mark and face it.',
  display_wrong_message: 'That is not the message to show here. It must match exactly.',
  read_wrong_position: 'There is nothing to read here. Stand on the X mark and face the sign.',
  goal_depends: 'Not yet! First get {count} {type}.',
} as const satisfies Record<string, string>;

export type RefusalCode = keyof typeof REFUSAL_MESSAGES;
export type RefusalParams = Readonly<Record<string, string | number>>;

export interface Refusal {
  readonly code: RefusalCode;
  /** The key under which the web app's translations hold this message. */
  readonly key: `engine.refusal.${RefusalCode}`;
  /** The same key under the name the runner first read; prefer `key`. */
  readonly messageKey: `engine.refusal.${RefusalCode}`;
  readonly params: RefusalParams;
  /** The English message, parameters filled in, as `formatRefusal` gives it. */
  readonly message: string;
}

export const REFUSAL_CODES = Object.keys(REFUSAL_MESSAGES) as RefusalCode[];

export function refusal(code: RefusalCode, params: RefusalParams = {}): Refusal {
  const key = `engine.refusal.${code}` as const;
  return { code, key, messageKey: key, params, message: formatMessage(code, params) };
}

const ID_PARAMS: ReadonlySet<string> = new Set(['item', 'object', 'material', 'structure', 'type']);
// Things counted by amount, not by piece: "4 milk", never "4 milks".
const UNCOUNTED: ReadonlySet<string> = new Set(['milk', 'cream', 'water', 'grain', 'flour', 'wool', 'corn', 'fish', 'juice']);

/** An item id as English words, plural when there are not exactly one of them. */
export function itemWords(id: string, count = 1): string {
  const words = id.replace(/_/g, ' ');
  const last = words.split(' ').at(-1) ?? '';
  if (count === 1 || UNCOUNTED.has(last) || last.endsWith('s')) return words;
  if (/[^aeiou]y$/.test(words)) return `${words.slice(0, -1)}ies`;
  if (/(sh|ch|x|o)$/.test(words)) return `${words}es`;
  return `${words}s`;
}

/** The English message with its parameters filled in. */
export function formatRefusal(value: Pick<Refusal, 'code' | 'params'>): string {
  return formatMessage(value.code, value.params);
}

function formatMessage(code: RefusalCode, params: RefusalParams): string {
  const count = typeof params['needed'] === 'number' ? params['needed'] : typeof params['have'] === 'number' ? params['have'] : 1;
  return REFUSAL_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const param = params[name];
    if (param === undefined) return whole;
    if (!ID_PARAMS.has(name) || typeof param !== 'string') return String(param);
    return name === 'item' || name === 'material' ? itemWords(param, count) : itemWords(param);
  });
}
