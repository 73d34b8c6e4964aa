import type { Tip } from './tip.ts';

/** The coach's English words by key (the web's `coach` namespace holds the same, translated). */
export const COACH_TEXTS = {
  done: 'You did it! Every goal is done. Press Run to see it again, or try it with fewer lines.',
  syntax: 'Python cannot read line {{line}}. Check the brackets, the colons and the spelling there.',
  error: 'Line {{line}} stopped your program: {{message}}',
  refused: 'Look at line {{line}}: {{message}} Change that line so {{character}} can do it.',
  timeout: 'Your program ran too long, so it was stopped. Make sure every loop can end (look at line {{line}}).',
  tooLong: 'Your program has more lines than this level allows. Try a loop to make it shorter.',
  goalCount: 'You picked {{done}} of {{total}} {{item}}. {{next}}',
  goalsDone: '{{done}} of {{total}} goals are done. {{next}}',
  nextWalk: 'Walk to the next one: {{character}} needs a few more commands at the end.',
  loopShort: 'Your loop runs {{times}} times, but it needs to run {{needed}} times.',
  loopBody: 'Your loop repeats, but each round is missing something. Add the steps for one round inside the loop.',
  variable: 'The variable {{variable}} should be {{value}} when your program ends.',
  nextStep: 'You are on the right track! Here is the next step.',
  fixLine: 'This part needs a change. Here is a fix.',
  runAgain: 'Not finished yet! Look at the goals, change one thing in your code, and press Run again.',
  insertCode: 'Add your commands below the first line, one per line, like move_forward(). The guide shows which ones this level needs.',
  challengePassed: 'All the tests pass. Well done!',
  challengeRaised: 'When we call {{call}}, your function stops with {{error}}.',
  challengeValue: 'When we call {{call}}, the answer should be {{expected}}, but yours is {{actual}}.',
  challengeError: 'Look at the error: {{message}}',
  start: 'Your program has no commands yet. Start at line {{line}} with {{command}}, then press Run to watch it.',
  bugSteps: 'Line {{line}}: count the steps again. Your program takes {{actual}} here, but it needs {{needed}}.',
  bugLoopCount: 'Line {{line}}: check the loop count. It is {{actual}} here, but your loop needs {{needed}}.',
  bugNumber: 'Line {{line}}: look at the number {{actual}}. Here it should be {{needed}}.',
  bugMissingTurn: 'A turn is missing at line {{line}}: your program must turn there before it goes on.',
  bugWrongTurn: 'Line {{line}} turns the wrong way. Try {{command}} there.',
  bugOrder: 'Lines {{line}} and {{other}} are in the wrong order. Swap them.',
  bugWrongItem: 'Line {{line}} uses {{actual}}, but here you need {{needed}}.',
  bugMissing: 'A command is missing at line {{line}}: your program needs {{command}} there.',
  bugExtra: 'Line {{line}} is one command too many. Try your program without it.',
  bugLine: 'Line {{line}} is where your program goes a different way. Look at it closely.',
  neverRuns: 'Line {{line}} never runs. Look at the line above it that decides when it runs.',
  challengeStart: 'Your function does not work out an answer yet: it gives back {{actual}}. Write the steps inside it, then return the answer.',
  challengePrint: 'Line {{line}} prints the answer, but your function must give it back with return.',
  challengeLine: 'When we call {{call}}, the answer should be {{expected}}, but yours is {{actual}}. The mistake is on line {{line}}.',
  challengeReturn: 'Line {{line}} gives back {{actual}} when we call {{call}}, but the answer should be {{expected}}. Work out what that line computes.',
  challengeFix: 'Here is a way to change line {{line}}. Compare it with yours and see what is different.',
  challengeByHand: 'Work out {{call}} by hand, one line at a time, and write down each value. Where does your function go a different way?',
} as const;

export type CoachTextKey = keyof typeof COACH_TEXTS;

export type TipParams = Record<string, string | number>;

function english(key: string): string | undefined {
  const bare = key.startsWith('coach.') ? key.slice('coach.'.length) : key;
  return (COACH_TEXTS as Record<string, string>)[bare];
}

/**
 * Parameters the reader's screen fills in itself (the web: the child's own character, in their
 * language's grammar); the English text says them like this.
 */
const SCREEN_PARAMS: TipParams = { character: 'the rabbit' };

/** A key's words with its parameters; a parameter naming another coach key (`next`) is that key's words. */
function format(key: string, params: TipParams): string {
  return (english(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_all, name: string) => {
    const value = params[name] ?? SCREEN_PARAMS[name];
    if (typeof value === 'string' && value.startsWith('coach.') && english(value) !== undefined && value !== key) return format(value, params);
    return String(value ?? '');
  });
}

/** The English words of a coach key (the web shows the same key in the reader's language). */
export function coachText(key: string, params: TipParams = {}): string {
  return format(key, params);
}

/** A tip saying `key` with `params`; the rest (code to add, line...) filled in by the strategy. */
export function tip(key: string, params: TipParams, rest: Partial<Tip> = {}): Tip {
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
