import type { i18n as I18n } from 'i18next';
import { itemWords } from '@codehop/engine';
import { i18n as appI18n } from '../../lib/i18n.ts';
import { charactersEn, type CharacterNoun } from './characters-en.ts';
import { runnerEn } from './runner-en.ts';

for (const [namespace, english] of [['runner', runnerEn], ['characters', charactersEn]] as const) {
  if (!appI18n.hasResourceBundle('en', namespace)) appI18n.addResourceBundle('en', namespace, english, true, true);
}

/**
 * How every error and tip reaches the screen: a key and its parameters, said in the reader's
 * language at render time. A key names its namespace first (`runner.hint.noCommand`,
 * `engine.refusal.wrong_word`, `coach.refused`; `codeEditor.*` is the play namespace's `editor.*`). Parameters
 * are names, numbers and code; a parameter may itself be a key (`message: 'runner.python.NameError'`),
 * said with the parameters under its own name (`message.name`). Item ids become item names, the
 * engine's `action` its verb, and every sentence gets the child's character: `{{character}}`,
 * `{{Character}}` (at the start of a sentence), `{{characterObject}}`, `{{characterTo}}`, and the
 * character's grammatical gender as the i18next context (docs/areas/languages.md).
 */
export type Params = Readonly<Record<string, unknown>>;

type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

const NAMESPACED = /^(coach|engine|runner)\.([\w.]+)$/;
/** Engine parameters that hold an item id (`red_berry`), said as the item's name. */
const ID_PARAMS: ReadonlySet<string> = new Set(['item', 'object', 'material', 'structure', 'type']);

/** The namespace and key a message key names. */
export function locateKey(key: string): { readonly namespace: string; readonly key: string } {
  const match = NAMESPACED.exec(key);
  if (match) return { namespace: match[1] as string, key: match[2] as string };
  // The runner's name for the line limit; the play namespace keeps the words under the editor's.
  if (key.startsWith('codeEditor.')) return { namespace: 'play', key: key.replace(/^codeEditor\./, 'editor.') };
  return { namespace: 'coach', key };
}

/** Whether `value` is a message key the app has words for (in English, so in every language). */
export function isMessageKey(i18n: I18n, value: unknown): value is string {
  if (typeof value !== 'string' || !(NAMESPACED.test(value) || value.startsWith('codeEditor.'))) return false;
  const { namespace, key } = locateKey(value);
  return typeof i18n.getResource('en', namespace, key) === 'string';
}

/** A namespace's translate function (the app's typed i18n knows only some namespaces by name). */
function fixedT(i18n: I18n, language: string, namespace: string): LooseT {
  return (i18n.getFixedT as unknown as (lng: string, ns: string) => LooseT).call(i18n, language, namespace);
}

function hasOwn(i18n: I18n, language: string, namespace: string, key: string): boolean {
  return typeof i18n.getResource(language, namespace, key) === 'string';
}

/** The character's forms in `language`, as sentence parameters and the gender as context. */
export function characterParams(i18n: I18n, language: string, noun: CharacterNoun): Record<string, string> {
  const t = fixedT(i18n, language, 'characters');
  const subject = t(`${noun}.subject`);
  return {
    character: subject,
    Character: subject.charAt(0).toLocaleUpperCase(language) + subject.slice(1),
    characterObject: t(`${noun}.object`),
    characterTo: t(`${noun}.to`),
    context: t(`${noun}.gender`),
  };
}

/** The parameters a nested key carries: `message.name` for the parameter `message`. */
function nestedParams(params: Params, name: string): Record<string, unknown> {
  const prefix = `${name}.`;
  const nested: Record<string, unknown> = {};
  for (const [inner, value] of Object.entries(params)) if (inner.startsWith(prefix)) nested[inner.slice(prefix.length)] = value;
  return nested;
}

function without(params: Params, name: string): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...params };
  delete rest[name];
  return rest;
}

/** An item id as the reader's language names it (English words, counted, where it has none). */
function itemIn(i18n: I18n, language: string, id: string, count: number, counted: boolean): string {
  if (hasOwn(i18n, language, 'items', id)) return fixedT(i18n, language, 'items')(id);
  return itemWords(id, counted ? count : 1);
}

/** `key` with `params` in `language`, naming `character`. */
export function sayWords(i18n: I18n, language: string, key: string, params: Params = {}, character: CharacterNoun = 'character'): string {
  const { namespace, key: bare } = locateKey(key);
  const values: Record<string, unknown> = characterParams(i18n, language, character);
  const count = Number(params.needed ?? params.count ?? params.have ?? 1);
  for (const [name, value] of Object.entries(params)) {
    if (name.includes('.')) continue;
    if (isMessageKey(i18n, value)) {
      // The coach's `next` shares the tip's parameters; any other key has its own under its name.
      values[name] = sayWords(i18n, language, value, name === 'next' ? without(params, name) : nestedParams(params, name), character);
    } else if (namespace === 'engine' && ID_PARAMS.has(name) && typeof value === 'string') {
      values[name] = itemIn(i18n, language, value, count, name === 'item' || name === 'material');
    } else if (namespace === 'engine' && name === 'action' && typeof value === 'string') {
      values[name] = fixedT(i18n, language, 'engine')(`action.${value}`, { defaultValue: value });
    } else values[name] = value;
  }
  if (namespace === 'coach' && typeof params.itemType === 'string' && params.itemType !== '' && !language.startsWith('en')) {
    values.item = fixedT(i18n, language, 'items')(params.itemType, { defaultValue: params.item });
  }
  return fixedT(i18n, language, namespace)(bare, values);
}

/** The same outside React, in the app's current language. */
export function sayNow(key: string, params?: Params, character?: CharacterNoun): string {
  return sayWords(appI18n, appI18n.language, key, params, character);
}
