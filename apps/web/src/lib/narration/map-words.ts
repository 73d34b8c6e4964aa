import type { MapFacts, Thing, Way } from './describe-map.ts';
import type { Words } from './event-words.ts';

function thingSentence(thing: Thing, words: Words): string {
  const name = words.item(thing.type);
  const item = thing.xmark ? words.say('map.xmark', { item: name }) : name;
  const ahead = thing.ahead;
  const right = thing.right;
  const along = ahead > 0 ? 'ahead' : ahead < 0 ? 'behind' : '';
  const side = right > 0 ? 'right' : right < 0 ? 'left' : '';
  const key = along === '' && side === '' ? 'here' : along === '' ? side : side === '' ? along : `${along}${side === 'left' ? 'Left' : 'Right'}`;
  return words.say(`map.thing.${key}`, { item, ahead: Math.abs(ahead), behind: Math.abs(ahead), left: Math.abs(right), right: Math.abs(right) });
}

function endSentence(way: Way, words: Words): string {
  if (way.end.kind === 'object') return words.say('map.end.object', { item: words.item(way.end.type) });
  return words.say(`map.end.${way.end.kind}`);
}

/**
 * The map described in words, sentence by sentence: where you are and face, how far you can walk
 * each way, what lies where (nearest first), the goals and what you carry.
 */
export function mapSentences(facts: MapFacts, words: Words): string[] {
  const { say } = words;
  const sentences = [
    say('map.position', { column: facts.column, row: facts.row }),
    say(`map.area.${facts.area}`),
    say(`facing.${facts.facing}`),
    say('map.ways', { ahead: facts.ways.ahead.free, left: facts.ways.left.free, right: facts.ways.right.free, behind: facts.ways.behind.free }),
    endSentence(facts.ways.ahead, words),
  ];
  if (facts.things.length === 0) sentences.push(say('map.nothing'));
  for (const thing of facts.things) sentences.push(thingSentence(thing, words));
  if (facts.moreThings > 0) sentences.push(say('map.more', { number: facts.moreThings }));
  for (const [index, goal] of facts.goals.entries()) {
    const what = goal.variable ? say('goal.variable', { name: goal.variable }) : goal.type ? words.item(goal.type) : say('goal.numbered', { number: index + 1 });
    sentences.push(say('map.goal', { what, score: goal.score, max: goal.max }));
  }
  if (facts.carrying.length > 0) {
    sentences.push(say('map.carrying', { items: facts.carrying.map(({ type, amount }) => `${words.item(type)} (${amount})`).join(', ') }));
  }
  if (facts.completed) sentences.push(say('map.completed'));
  sentences.push(say('map.size', { width: facts.width, height: facts.height }));
  return sentences;
}
