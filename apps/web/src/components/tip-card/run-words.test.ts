import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_NAMESPACES } from '../../locales/english-namespaces.ts';
import { CHARACTER_NOUNS, charactersEn, type CharacterNoun } from './characters-en.ts';
import { sayWords } from './run-words.ts';

// Every error and tip the play screen can show, said in German and Arabic for every character:
// no English sentence may come through a parameter, and the character is the child's own.
const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const LANGUAGES = ['de', 'ar'] as const;
type Tree = { readonly [key: string]: string | Tree };

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  const resources: Record<string, Record<string, unknown>> = { en: { ...ENGLISH_NAMESPACES } };
  for (const language of LANGUAGES) {
    resources[language] = Object.fromEntries(
      Object.keys(ENGLISH_NAMESPACES).map((namespace) => [namespace, JSON.parse(readFileSync(path.join(locales, language, `${namespace}.json`), 'utf8')) as unknown]),
    );
  }
  await i18n.init({ lng: 'en', fallbackLng: 'en', resources: resources as Resource, interpolation: { escapeValue: false } });
});

function leaves(tree: Tree, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

/** Parameters as the runner, the engine and the coach send them: names, numbers, code, keys. */
const SAMPLE: Readonly<Record<string, string | number>> = {
  line: 5, name: 'move_forwad', suggestion: 'move_forward', key: "'apples'", type: 'StopIteration', command: 'speak',
  example: 'bridge', given: 'list', limit: 2000, object: 'rock', item: 'carrot', material: 'wood', structure: 'bridge',
  action: 'collect', needed: 3, have: 1, given_amount: 2, count: 2, word: 'brige', variable: 'total', value: 6,
  done: 1, total: 4, times: 2, max: 8, lines: 10, call: 'add(1, 2)', expected: 3, actual: 4, error: 'TypeError', other: 6,
};

/** What each message a tip frames can be: an engine refusal, a runner hint, a Python error. */
const MESSAGES: readonly [string, Record<string, string | number>][] = [
  ['engine.refusal.wrong_word', {}],
  ['engine.refusal.not_on_xmark', { 'message.action': 'collect' }],
  ['engine.refusal.build_not_enough', { 'message.needed': 3, 'message.material': 'wood', 'message.have': 1 }],
  ['runner.hint.noCommand', { 'message.name': 'move_forwad', 'message.suggestion': 'move_forward' }],
  ['runner.python.ZeroDivisionError', {}],
];

const ENGLISH_TEXTS: string[] = Object.entries(ENGLISH_NAMESPACES)
  .filter(([namespace]) => ['runner', 'engine', 'coach', 'characters'].includes(namespace))
  .flatMap(([, tree]) => leaves(tree as Tree, '').map(([, text]) => text));

/** Runs of three English words (code and placeholders left out): a sentence leaking through. */
function trigrams(text: string): Set<string> {
  const words = text
    .replace(/\{\{[^}]*\}\}/g, ' | ')
    .replace(/[\w.]*\([^)]*\)|"[^"]*"|'[^']*'/g, ' | ')
    .split(/[^A-Za-z]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
  const found = new Set<string>();
  for (let index = 0; index + 2 < words.length; index += 1) found.add(words.slice(index, index + 3).join(' '));
  return found;
}
const ENGLISH_TRIGRAMS = new Set(ENGLISH_TEXTS.flatMap((text) => [...trigrams(text)]));
// Code a sentence may quote, which is not English prose: the import line every program starts with.
for (const code of ['from player import']) ENGLISH_TRIGRAMS.delete(code);

function englishIn(text: string): string[] {
  return [...trigrams(text)].filter((trigram) => ENGLISH_TRIGRAMS.has(trigram));
}

/** Every key a run's words can use, with the parameters it is sent with. */
function cases(): [string, Record<string, string | number>][] {
  const out: [string, Record<string, string | number>][] = [];
  for (const [key] of leaves(ENGLISH_NAMESPACES.runner as Tree, 'runner.')) out.push([key, SAMPLE]);
  for (const [key] of leaves(ENGLISH_NAMESPACES.engine.refusal as Tree, 'engine.refusal.')) out.push([key, SAMPLE]);
  for (const [key, text] of leaves(ENGLISH_NAMESPACES.coach as Tree, 'coach.')) {
    if (key.startsWith('coach.card.')) continue;
    if (text.includes('{{message}}')) for (const [message, params] of MESSAGES) out.push([key, { ...SAMPLE, message, ...params }]);
    else if (text.includes('{{next}}')) for (const next of ['coach.nextWalk', 'coach.nextStep', 'coach.runAgain']) out.push([key, { ...SAMPLE, next }]);
    else out.push([key, SAMPLE]);
  }
  out.push(['codeEditor.exceededMaxLines', SAMPLE]);
  return out;
}

describe.each(LANGUAGES)('every error and tip in %s', (language) => {
  it.each(CHARACTER_NOUNS)('names %s and carries no English', (character: CharacterNoun) => {
    const forms = (noun: CharacterNoun) => Object.values((i18n.getResource(language, 'characters', noun) as Record<string, string>)).slice(0, 3);
    const own = forms(character);
    const others = CHARACTER_NOUNS.filter((noun) => noun !== character)
      .flatMap(forms)
      .filter((form) => !own.some((mine) => mine.includes(form) || form.includes(mine)));
    const problems: string[] = [];
    for (const [key, params] of cases()) {
      const said = sayWords(i18n, language, key, params, character);
      const english = sayWords(i18n, 'en', key, params, character);
      if (said.includes('{{') || said.includes('}}')) problems.push(`${key}: a placeholder is left: ${said}`);
      if (said === english) problems.push(`${key}: the English text: ${said}`);
      const leaked = englishIn(said);
      if (leaked.length > 0) problems.push(`${key}: English words "${leaked.join('", "')}" in: ${said}`);
      if (/\bthe (rabbit|knight|wizard|girl|boy)\b|your character/i.test(said)) problems.push(`${key}: the English character in: ${said}`);
      const names = /\{\{(character|Character|characterObject|characterTo)\}\}/.test(`${i18n.getResource(language, key.startsWith('engine.') ? 'engine' : key.startsWith('runner.') ? 'runner' : 'coach', key.replace(/^(coach|engine|runner)\./, ''))}`);
      if (names && !own.some((form) => said.toLocaleLowerCase(language).includes(form.toLocaleLowerCase(language)))) problems.push(`${key}: does not name ${character}: ${said}`);
      const stranger = others.find((form) => said.includes(form));
      if (names && stranger !== undefined) problems.push(`${key}: names "${stranger}" instead of ${character}: ${said}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('how a message is said', () => {
  it('a refusal framed by a tip: the engine\'s words, its item and action in the language', () => {
    const said = sayWords(i18n, 'de', 'coach.refused', { line: 3, message: 'engine.refusal.not_enough_items', 'message.needed': 3, 'message.item': 'carrot', 'message.have': 1, 'message.action': 'place' }, 'knight');
    expect(said).toBe(`Schau dir Zeile 3 an: Du brauchst 3 ${i18n.getResource('de', 'items', 'carrot') as string}, um hier zu ablegen, hast aber 1. Sammle zuerst mehr. Ändere diese Zeile, damit der Ritter es schafft.`);
  });

  it('a sentence that starts with the character is capitalised, and Arabic agrees with a feminine character', () => {
    expect(sayWords(i18n, 'de', 'coach.nextWalk', {}, 'girl')).toBe('Geh zum nächsten: Das Mädchen braucht am Ende noch ein paar Befehle.');
    expect(sayWords(i18n, 'ar', 'coach.nextWalk', {}, 'girl')).toContain('تحتاج البنت');
    expect(sayWords(i18n, 'ar', 'coach.nextWalk', {}, 'knight')).toContain('يحتاج الفارس');
  });

  it('English says the character too, and an English message passed by an old server stays as it came', () => {
    expect(sayWords(i18n, 'en', 'coach.refused', { line: 2, message: 'engine.refusal.bumped_wall' }, 'wizard')).toBe(
      'Look at line 2: Bump! A wall is in the way. Turn and find another way. Change that line so the wizard can do it.',
    );
    expect(sayWords(i18n, 'en', 'coach.error', { line: 2, message: 'Something odd.' })).toBe('Line 2 stopped your program: Something odd.');
  });

  it('the English character forms are what the coach package writes', () => {
    expect(charactersEn.rabbit.subject).toBe('the rabbit');
  });
});
